/**
 * The deductible notice Texas requires in a contract paid wholly or partly from a property
 * insurance claim (Business & Commerce Code section 27.02(b)): this wording, in at least
 * 12-point boldfaced type. The statute asks for it when the contract price is $1,000 or more;
 * every insurance-claim quote carries it, since it does no harm below that and the price
 * depends on the option chosen.
 */
import type { QuoteVersion } from './types';

export interface QuoteNotice {
  /** Stable id, part of the hashed content. */
  id: string;
  text: string;
  /** How the statute says it must be set. */
  emphasis: 'bold';
  minimumPointSize: number;
}

/** Word for word from section 27.02(b), its quotation marks left off. */
export const TEXAS_DEDUCTIBLE_NOTICE: QuoteNotice = {
  id: 'tx-bus-com-27.02',
  text:
    'Texas law requires a person insured under a property insurance policy to pay any ' +
    'deductible applicable to a claim made under the policy. It is a violation of Texas law ' +
    'for a seller of goods or services who reasonably expects to be paid wholly or partly ' +
    'from the proceeds of a property insurance claim to knowingly allow the insured person ' +
    "to fail to pay, or assist the insured person's failure to pay, the applicable " +
    'insurance deductible.',
  emphasis: 'bold',
  minimumPointSize: 12,
};

export function needsDeductibleNotice(quote: Pick<QuoteVersion, 'insuranceClaim'>): boolean {
  return quote.insuranceClaim;
}

/** The notices a version carries, in the order they are shown. */
export function quoteNotices(quote: Pick<QuoteVersion, 'insuranceClaim'>): QuoteNotice[] {
  return needsDeductibleNotice(quote) ? [TEXAS_DEDUCTIBLE_NOTICE] : [];
}
