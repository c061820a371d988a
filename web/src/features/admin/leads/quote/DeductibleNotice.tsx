import { TEXAS_DEDUCTIBLE_NOTICE } from '@altum/domain';
import styled from 'styled-components';

/**
 * The notice Texas requires on an insurance-claim contract, word for word, in bold type of at
 * least 12 points (the domain says which: TEXAS_DEDUCTIBLE_NOTICE).
 */
export function DeductibleNotice() {
  return (
    <Notice data-testid="deductible-notice">
      <strong>{TEXAS_DEDUCTIBLE_NOTICE.text}</strong>
    </Notice>
  );
}

const Notice = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]}px;
  border: 1px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.warningSoft};
  /* Never under the statute's 12 points, whatever size the card's text is. */
  font-size: max(
    ${TEXAS_DEDUCTIBLE_NOTICE.minimumPointSize}pt,
    ${({ theme }) => theme.fontSizes.md}
  );
  line-height: ${({ theme }) => theme.lineHeights.snug};
  strong {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;
