/*
 * Post content is Markdown (CommonMark and GitHub's tables), read by `marked`'s lexer only.
 * Why marked: it is small (about 15 KB gzip, no dependencies), kept up (monthly releases),
 * follows CommonMark and GFM, and its lexer hands over plain tokens. We never use its HTML
 * output: PostContent renders the tokens it allows as React elements, so text is escaped by
 * React, raw HTML stays text and nothing reaches dangerouslySetInnerHTML. micromark (safer
 * by default, but its token stream needs its own compiler for every element) and markdown-it
 * (larger) were the alternatives. The parse is the same on the server (renderBlog) and in the
 * browser, so both render the same markup.
 */
import { Lexer, type Token, type Tokens } from 'marked';

export type { Token, Tokens };

const OPTIONS = { gfm: true, breaks: true } as const;

/**
 * The block tokens of a post's content. `breaks` keeps every single newline as a `br` token,
 * which PostContent turns into a new paragraph: posts written before Markdown have one
 * paragraph per line, and still read so.
 */
export function parseContent(content: string): Token[] {
  return new Lexer(OPTIONS).lex(content);
}

/** The inline tokens of one line (a checklist item, a step): bold, italic, links. */
export function parseInline(line: string): Token[] {
  return Lexer.lexInline(line, OPTIONS);
}
