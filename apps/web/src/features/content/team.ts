import team from './data/team.json'

export interface TeamMember {
  name: string
  role: string
  bio: string
}

/** The operator's team, edited in data/team.json. */
export const TEAM: readonly TeamMember[] = team

/** 'Meera Iyer' -> 'MI', for the drawn avatars. */
export function initials(name: string) {
  const parts = name.trim().split(/\s+/).filter(Boolean)
  const first = parts[0]?.[0] ?? ''
  const last = parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : ''
  return (first + last).toUpperCase()
}
