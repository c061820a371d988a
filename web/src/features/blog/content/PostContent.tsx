import {
  bodyImageSource,
  classifyPostLink,
  decodeEntities,
  NOFOLLOW_TITLE,
  safeImageSource,
  toParagraphs,
} from '@altum/domain';
import { Link, type LinkProps } from '@tanstack/react-router';
import { Fragment, type ReactNode } from 'react';
import { ResponsiveImage } from '../../../ui/ResponsiveImage';
import { parseContent, parseInline, type Token, type Tokens } from './parseContent';

/** The site's own origin: absolute links to it are internal, like links from `/`. */
const SITE_ORIGIN = new URL(import.meta.env.VITE_SITE_URL).origin;

/** How wide an image in a post's body shows: the reading column. */
const BODY_IMAGE_SIZES = '(min-width: 800px) 760px, 100vw';

type Inline = readonly Token[];

/**
 * A `br` the writer typed as a plain line end: a new paragraph. Two trailing spaces or a
 * backslash before the line end (Markdown's hard break) stay a line break inside it.
 */
const isLineEnd = (token: Token) => token.type === 'br' && token.raw.startsWith('\n');

/** Splits a paragraph's inline tokens at its plain line ends: one paragraph per line. */
function splitLines(tokens: Inline): Token[][] {
  const lines: Token[][] = [[]];
  for (const token of tokens) {
    if (isLineEnd(token)) lines.push([]);
    else lines.at(-1)?.push(token);
  }
  return lines.filter((line) => line.some((token) => token.raw.trim() !== ''));
}

/** A line that is nothing but one image: shown as a figure, not inside a paragraph. */
function onlyImage(line: readonly Token[]): Tokens.Image | null {
  const visible = line.filter((token) => token.raw.trim() !== '');
  const [first] = visible;
  return visible.length === 1 && first?.type === 'image' ? (first as Tokens.Image) : null;
}

function renderLink(token: Tokens.Link, key: number): ReactNode {
  const children = renderInline(token.tokens);
  const target = classifyPostLink(token.href, SITE_ORIGIN);
  if (target.kind === 'refused') return <Fragment key={key}>{children}</Fragment>;
  const nofollow = token.title?.trim().toLowerCase() === NOFOLLOW_TITLE;
  const title = token.title && !nofollow ? decodeEntities(token.title) : undefined;
  if (target.kind === 'external') {
    return (
      <a
        key={key}
        href={target.href}
        rel={nofollow ? 'noopener nofollow' : 'noopener'}
        title={title}
      >
        {children}
      </a>
    );
  }
  // A page of this site: the router's link (navigation without a reload). A query string or
  // a bare #fragment stays a plain link: the router's search params are typed per route.
  if (target.search || !target.path) {
    return (
      <a
        key={key}
        href={`${target.path}${target.search}${target.hash ? `#${target.hash}` : ''}`}
        title={title}
      >
        {children}
      </a>
    );
  }
  return (
    <Link
      key={key}
      to={target.path as LinkProps['to']}
      {...(target.hash ? { hash: target.hash } : {})}
      title={title}
    >
      {children}
    </Link>
  );
}

function renderImage(token: Tokens.Image, key: number): ReactNode {
  const alt = decodeEntities(token.text);
  const address = safeImageSource(token.href);
  // An address no image may come from (data:, javascript:): its description instead.
  if (!address) return <Fragment key={key}>{alt}</Fragment>;
  const image = bodyImageSource(address);
  return (
    <ResponsiveImage
      key={key}
      src={image.src}
      alt={alt}
      width={image.width}
      height={image.height}
      variants={image.variants}
      sizes={BODY_IMAGE_SIZES}
      title={token.title ? decodeEntities(token.title) : undefined}
    />
  );
}

/** Inline tokens as elements: bold, italic, links, images, code spans and text. */
export function renderInline(tokens: Inline | undefined): ReactNode[] {
  return (tokens ?? []).map((token, key): ReactNode => {
    switch (token.type) {
      case 'strong':
        return <strong key={key}>{renderInline(token.tokens)}</strong>;
      case 'em':
        return <em key={key}>{renderInline(token.tokens)}</em>;
      case 'codespan':
        return <code key={key}>{token.text}</code>;
      case 'br':
        return <br key={key} />;
      case 'link':
        return renderLink(token as Tokens.Link, key);
      case 'image':
        return renderImage(token as Tokens.Image, key);
      case 'escape':
        return token.text;
      case 'html':
        // Raw HTML is never rendered: it shows as the text it is.
        return token.raw;
      case 'text':
        return token.tokens ? (
          <Fragment key={key}>{renderInline(token.tokens)}</Fragment>
        ) : (
          decodeEntities(token.text)
        );
      default:
        // Anything else (strikethrough...): its content, without the element.
        return 'tokens' in token && token.tokens ? (
          <Fragment key={key}>{renderInline(token.tokens)}</Fragment>
        ) : (
          decodeEntities(token.raw)
        );
    }
  });
}

/** A paragraph's lines: each its own paragraph, a line of only an image a figure. */
function renderParagraph(tokens: Inline, key: number): ReactNode {
  return splitLines(tokens).map((line, index) => {
    const image = onlyImage(line);
    const lineKey = `${key}-${index}`;
    if (image) return <figure key={lineKey}>{renderImage(image, 0)}</figure>;
    return <p key={lineKey}>{renderInline(line)}</p>;
  });
}

/** A list item's content: inline when it is one line of text, else its blocks. */
function renderItem(item: Tokens.ListItem, key: number): ReactNode {
  const blocks = item.tokens.filter((token) => token.type !== 'space' && token.type !== 'checkbox');
  const [only] = blocks;
  const content =
    blocks.length === 1 && only && (only.type === 'text' || only.type === 'paragraph')
      ? renderInline('tokens' in only && only.tokens ? only.tokens : parseInline(only.raw))
      : renderBlocks(blocks);
  return <li key={key}>{content}</li>;
}

type Align = 'left' | 'right' | 'center' | null;
const alignStyle = (align: Align) => (align ? { textAlign: align } : undefined);

function renderTable(token: Tokens.Table, key: number): ReactNode {
  return (
    <table key={key}>
      <thead>
        <tr>
          {token.header.map((cell, index) => (
            <th key={index} scope="col" style={alignStyle(cell.align)}>
              {renderInline(cell.tokens)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {token.rows.map((row, rowIndex) => (
          <tr key={rowIndex}>
            {row.map((cell, index) => (
              <td key={index} style={alignStyle(cell.align)}>
                {renderInline(cell.tokens)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * Block tokens as elements. Only what a post may hold: headings h2 to h4 (a `#` heading
 * becomes h2, `#####` h4: the page's one h1 is the post's title), paragraphs, lists, quotes,
 * tables, rules and images. Code blocks and raw HTML blocks show as plain text.
 */
function renderBlocks(tokens: Inline): ReactNode[] {
  return tokens.map((token, key): ReactNode => {
    switch (token.type) {
      case 'space':
      case 'def':
        return null;
      case 'heading': {
        const Heading = `h${Math.min(4, Math.max(2, (token as Tokens.Heading).depth))}` as
          'h2' | 'h3' | 'h4';
        return <Heading key={key}>{renderInline(token.tokens)}</Heading>;
      }
      case 'paragraph':
        return <Fragment key={key}>{renderParagraph(token.tokens ?? [], key)}</Fragment>;
      case 'text':
        return (
          <Fragment key={key}>
            {renderParagraph(token.tokens ?? parseInline(token.text), key)}
          </Fragment>
        );
      case 'list': {
        const list = token as Tokens.List;
        const items = list.items.map(renderItem);
        if (!list.ordered) return <ul key={key}>{items}</ul>;
        const start = typeof list.start === 'number' && list.start !== 1 ? list.start : undefined;
        return (
          <ol key={key} start={start}>
            {items}
          </ol>
        );
      }
      case 'blockquote':
        return <blockquote key={key}>{renderBlocks(token.tokens ?? [])}</blockquote>;
      case 'table':
        return renderTable(token as Tokens.Table, key);
      case 'hr':
        return <hr key={key} />;
      case 'code':
      case 'html':
        // Inert: the text as typed, one paragraph per line (an indented line was a
        // paragraph before Markdown too).
        return (
          <Fragment key={key}>
            {toParagraphs(token.text).map((line, index) => (
              <p key={index}>{line}</p>
            ))}
          </Fragment>
        );
      default:
        return 'tokens' in token && token.tokens ? (
          <Fragment key={key}>{renderParagraph(token.tokens, key)}</Fragment>
        ) : (
          <p key={key}>{decodeEntities(token.raw)}</p>
        );
    }
  });
}

/**
 * A post's content (Markdown) as the page shows it, the same on the server and in the
 * browser. React escapes every text and no HTML string is ever inserted, so nothing in a post
 * can add a script, an event handler or markup of its own.
 */
export function PostContent({ content }: { content: string }) {
  return <>{renderBlocks(parseContent(content))}</>;
}

/** One line with inline formatting only (a checklist item, a step of the steps layout). */
export function InlineContent({ text }: { text: string }) {
  return <>{renderInline(parseInline(text))}</>;
}
