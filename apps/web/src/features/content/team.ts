import team from './data/team.json'

export interface TeamMember {
  name: string
  role: string
  bio: string
}

/** The operator's team, edited in data/team.json. */
export const TEAM: readonly TeamMember[] = team
