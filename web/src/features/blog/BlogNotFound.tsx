import { ArrowLeft } from 'lucide-react';
import styled from 'styled-components';
import { ButtonLink } from '../../ui/Button';
import { Container, Section } from '../../ui/Layout';

const Center = styled(Container)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[5]}px;
  padding-block: ${({ theme }) => theme.space[8]}px;
  text-align: center;
`;

/** 'Article Not Found' and 'Category Not Found', each with its way back to the blog. */
function BlogNotFound({ title, text, action }: { title: string; text: string; action: string }) {
  return (
    <Section $tone="page">
      {/* React places this in <head>: a missing page is not for search engines. */}
      <meta name="robots" content="noindex" />
      <Center>
        <h1>{title}</h1>
        <p>{text}</p>
        <ButtonLink to="/blog" $size="lg">
          <ArrowLeft size={20} aria-hidden="true" />
          {action}
        </ButtonLink>
      </Center>
    </Section>
  );
}

export function ArticleNotFound() {
  return (
    <BlogNotFound
      title="Article Not Found"
      text="This article does not exist or is no longer published."
      action="Return to Blog"
    />
  );
}

export function CategoryNotFound() {
  return (
    <BlogNotFound
      title="Category Not Found"
      text="There is no blog category at this address."
      action="Back to Blog"
    />
  );
}
