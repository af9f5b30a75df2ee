import type { CSSProperties, ReactNode } from 'react'
import { quotedLines } from '../mail-text'
import type { MailBlock, MailDocument } from './document'

/** What the HTML layout says around every message: the site's name and address. */
export interface MailSite {
  name: string
  publicUrl: string
}

/*
 * The HTML part, drawn with React Email's components (decision 045): a centred table at most
 * 600px wide that fills a narrower screen (320px phones), inline styles only, no image, font or
 * style sheet from outside (nothing to block, nothing that tells a sender who opened it). React
 * escapes every text, so a person's text can only ever be text.
 *
 * React, react-dom/server and the components (several MB resident) load with the first e-mail,
 * as nodemailer does, not at start: hence imports at run time and createElement rather than JSX.
 */

const FONT = "-apple-system, 'Segoe UI', Roboto, 'Noto Sans', Helvetica, Arial, sans-serif"
const INK = '#1f2937'
const MUTED = '#6b7280'
const BRAND = '#0f766e'

const s = {
  body: { backgroundColor: '#f3f4f6', margin: 0, padding: '16px 0', fontFamily: FONT },
  card: {
    maxWidth: '600px',
    width: '100%',
    backgroundColor: '#ffffff',
    border: '1px solid #e5e7eb',
    borderRadius: '8px',
  },
  header: { padding: '16px 20px', borderBottom: `3px solid ${BRAND}` },
  brand: { margin: 0, fontSize: '18px', lineHeight: '24px', fontWeight: 700, color: BRAND },
  content: { padding: '4px 20px 12px' },
  p: { margin: '16px 0', fontSize: '15px', lineHeight: '24px', color: INK },
  code: {
    margin: '16px 0 8px',
    fontSize: '32px',
    lineHeight: '40px',
    fontWeight: 700,
    letterSpacing: '6px',
    color: INK,
  },
  item: { margin: '0 0 12px', padding: '0 0 12px', borderBottom: '1px solid #f3f4f6' },
  itemTitle: { fontSize: '15px', lineHeight: '22px', fontWeight: 600, color: BRAND },
  itemDetail: { margin: '2px 0 0', fontSize: '14px', lineHeight: '20px', color: MUTED },
  link: { color: BRAND, textDecoration: 'underline', wordBreak: 'break-word' },
  button: {
    backgroundColor: BRAND,
    color: '#ffffff',
    borderRadius: '6px',
    padding: '10px 18px',
    fontSize: '15px',
    fontWeight: 600,
  },
  label: {
    padding: '2px 12px 2px 0',
    fontSize: '14px',
    lineHeight: '20px',
    color: MUTED,
    verticalAlign: 'top',
    whiteSpace: 'nowrap',
  },
  value: {
    padding: '2px 0',
    fontSize: '14px',
    lineHeight: '20px',
    color: INK,
    wordBreak: 'break-word',
  },
  quote: {
    margin: '8px 0 16px',
    padding: '4px 12px',
    borderLeft: '3px solid #d1d5db',
    fontSize: '14px',
    lineHeight: '22px',
    color: INK,
    wordBreak: 'break-word',
  },
  footer: { maxWidth: '600px', width: '100%' },
  footnote: {
    margin: '12px 20px',
    fontSize: '12px',
    lineHeight: '18px',
    color: MUTED,
    textAlign: 'center',
  },
} satisfies Record<string, CSSProperties>

async function components() {
  const [react, render, html, head, body, container, section, text, link, button, preview] =
    await Promise.all([
      import('react'),
      import('@react-email/render'),
      import('@react-email/html'),
      import('@react-email/head'),
      import('@react-email/body'),
      import('@react-email/container'),
      import('@react-email/section'),
      import('@react-email/text'),
      import('@react-email/link'),
      import('@react-email/button'),
      import('@react-email/preview'),
    ])
  // React is CommonJS: its exports object is the default export, in Node and in the bundle alike.
  return {
    h: react.default.createElement,
    Fragment: react.default.Fragment,
    render: render.render,
    ...html,
    ...head,
    ...body,
    ...container,
    ...section,
    ...text,
    ...link,
    ...button,
    ...preview,
  }
}

let loaded: ReturnType<typeof components> | undefined

/** The HTML part of one message: the same blocks its text part is written from. */
export async function mailHtml(doc: MailDocument, site: MailSite): Promise<string> {
  const c = await (loaded ??= components())
  const { h } = c

  /** Lines of text with a break between two (React escapes each). */
  const withBreaks = (lines: string[]): ReactNode[] =>
    lines.flatMap((line, i) => (i === 0 ? [line] : [h('br', { key: `b${i}` }), line]))

  const block = (b: MailBlock, key: number): ReactNode => {
    switch (b.kind) {
      case 'lines':
        return h(c.Text, { key, style: s.p }, ...withBreaks(b.lines))
      case 'code':
        return h(
          c.Fragment,
          { key },
          h(c.Text, { style: s.code }, b.code),
          h(c.Text, { style: s.p }, b.line),
        )
      case 'items':
        return h(
          c.Section,
          { key, style: { margin: '8px 0' } },
          ...b.items.map((item, i) =>
            h(
              c.Section,
              { key: i, style: s.item },
              h(c.Link, { href: item.href, style: s.itemTitle }, item.title),
              h(
                c.Text,
                { style: s.itemDetail },
                item.place ? `${item.place}: ${item.price}` : item.price,
              ),
            ),
          ),
        )
      case 'action':
        return b.button
          ? h(
              c.Section,
              { key, style: { margin: '16px 0' } },
              h(c.Button, { href: b.href, style: s.button }, b.label),
            )
          : h(c.Text, { key, style: s.p }, h(c.Link, { href: b.href, style: s.link }, b.label))
      case 'fields':
        return h(
          'table',
          {
            key,
            role: 'presentation',
            cellPadding: 0,
            cellSpacing: 0,
            border: 0,
            style: { margin: '16px 0', borderCollapse: 'collapse' },
          },
          h(
            'tbody',
            null,
            ...b.rows.map((row, i) =>
              h(
                'tr',
                { key: i },
                h('td', { style: s.label }, row.label),
                h(
                  'td',
                  { style: s.value },
                  row.href ? h(c.Link, { href: row.href, style: s.link }, row.value) : row.value,
                ),
              ),
            ),
          ),
        )
      case 'quote':
        return h(
          c.Fragment,
          { key },
          h(c.Text, { style: { ...s.p, marginBottom: '0' } }, b.heading),
          h('blockquote', { style: s.quote }, ...withBreaks(quotedLines(b.text))),
        )
    }
  }

  const site_ = site.publicUrl.replace(/\/+$/, '')
  const email = h(
    c.Html,
    { lang: 'en', dir: 'ltr' },
    h(
      c.Head,
      null,
      h('meta', { name: 'viewport', content: 'width=device-width, initial-scale=1' }),
      h('meta', { name: 'color-scheme', content: 'light' }),
      h('title', null, doc.subject),
    ),
    h(c.Preview, null, doc.preview),
    h(
      c.Body,
      { style: s.body },
      h(
        c.Container,
        { style: s.card },
        h(c.Section, { style: s.header }, h(c.Text, { style: s.brand }, site.name)),
        h(c.Section, { style: s.content }, ...doc.blocks.map(block)),
      ),
      h(
        c.Container,
        { style: s.footer },
        h(
          c.Text,
          { style: s.footnote },
          `${site.name} · `,
          h(c.Link, { href: site_, style: { color: MUTED } }, site_.replace(/^https?:\/\//, '')),
        ),
      ),
    ),
  )
  return c.render(email, { pretty: false })
}
