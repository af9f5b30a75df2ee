import type { ArticleKind } from '@app/contract/article'

/** What differs between the blog and the projects: paths, names and texts. */
export interface KindInfo {
  kind: ArticleKind
  /** The site path of the list; a detail is `${path}/${slug}`. */
  path: '/blog' | '/project'
  title: string
  lead: string
  /** 'post' or 'project', for texts such as 'No posts match'. */
  noun: string
  plural: string
  notFound: string
}

export const KINDS: Record<ArticleKind, KindInfo> = {
  blog: {
    kind: 'blog',
    path: '/blog',
    title: 'Blog',
    lead: 'Practical guides to renting, buying and running warehouses and godowns in India.',
    noun: 'post',
    plural: 'posts',
    notFound: 'Post not found',
  },
  projects: {
    kind: 'projects',
    path: '/project',
    title: 'Projects',
    lead: 'Case studies of the kind of warehouse searches we help businesses with.',
    noun: 'project',
    plural: 'projects',
    notFound: 'Project not found',
  },
}

const day = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  // A calendar day (YYYY-MM-DD) read as UTC midnight: shown as that day everywhere.
  timeZone: 'UTC',
})
/** '2026-10-28' -> '28 October 2026' */
export const formatDay = (value: string) => day.format(new Date(value))
