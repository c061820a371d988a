import styled from 'styled-components';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { up } from '../../../ui/theme';

/* Editor and preview side by side on a wide screen; one at a time (a toggle) on a phone. */
export const Columns = styled.div<{ $showPreview: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[5]}px;
  align-items: start;
  > form {
    display: ${({ $showPreview }) => ($showPreview ? 'none' : 'flex')};
  }
  > section {
    display: ${({ $showPreview }) => ($showPreview ? 'block' : 'none')};
  }
  ${up('lg')} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    > form {
      display: flex;
    }
    > section {
      display: block;
    }
  }
`;

export const PreviewToggle = styled(Button)`
  ${up('lg')} {
    display: none;
  }
`;

export const Form = styled.form`
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]}px;
`;

export const Group = styled(Card)`
  box-shadow: none;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

export const Pair = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
  ${up('sm')} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

export const ReadingTimeRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]}px;
  align-items: center;
  input {
    max-width: 120px;
  }
`;

export const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
  position: sticky;
  bottom: 0;
  padding: ${({ theme }) => theme.space[3]}px 0;
  background: ${({ theme }) => theme.colors.page};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;
