import {
  ArticleListQuerySchema,
  ArticleListSchema,
  ArticleParamsSchema,
  ArticleResponseSchema,
  type ArticleKind,
} from '@app/contract/article'
import { ErrorBodySchema } from '@app/contract/envelope'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { notFound } from '../../lib/app-error'
import { catalogue, findArticle } from './catalogue'
import { searchArticles } from './service'

const tags = ['content']

/** The same for every visitor and fixed until the next deploy: caches may keep it a while. */
const CACHE = 'public, max-age=300'

const NOT_FOUND: Record<ArticleKind, string> = {
  blog: 'Post not found',
  projects: 'Project not found',
}

const routes: FastifyPluginAsyncZod = async (app) => {
  // Read and render the Markdown now, so a broken file stops the start rather than a request.
  await catalogue()

  for (const kind of ['blog', 'projects'] as const) {
    app.get(
      `/${kind}`,
      {
        schema: {
          summary: `Lists the ${kind === 'blog' ? 'blog posts' : 'projects'}`,
          tags,
          querystring: ArticleListQuerySchema,
          response: { 200: ArticleListSchema, 422: ErrorBodySchema },
        },
      },
      async (req, reply) => {
        reply.header('cache-control', CACHE)
        return { success: true as const, ...(await searchArticles(kind, req.query)) }
      },
    )

    app.get(
      `/${kind}/:slug`,
      {
        schema: {
          summary: `One ${kind === 'blog' ? 'blog post' : 'project'}, by its slug`,
          tags,
          params: ArticleParamsSchema,
          response: { 200: ArticleResponseSchema, 404: ErrorBodySchema, 422: ErrorBodySchema },
        },
      },
      async (req, reply) => {
        const article = await findArticle(kind, req.params.slug)
        if (!article) throw notFound(NOT_FOUND[kind])
        reply.header('cache-control', CACHE)
        return { success: true as const, data: article }
      },
    )
  }
}

export default routes
