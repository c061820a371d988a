import type { SeedArticle } from '../types';
import { adjusters } from './adjusters';
import { atticVentilation } from './atticVentilation';
import { choosingContractor } from './choosingContractor';
import { freezeArchived } from './freezeArchived';
import { gutters } from './gutters';
import { hailSeason } from './hailSeason';
import { hurricanePrep } from './hurricanePrep';
import { inspectionChecklist } from './inspectionChecklist';
import { insuranceClaims } from './insuranceClaims';
import { leakSigns } from './leakSigns';
import { metalRoofsDraft } from './metalRoofsDraft';
import { replacementDayByDay } from './replacementDayByDay';
import { shingles } from './shingles';

/** Every seed article: eleven published, one draft, one archived. */
export const seedArticles: readonly SeedArticle[] = [
  gutters,
  shingles,
  hailSeason,
  insuranceClaims,
  hurricanePrep,
  adjusters,
  leakSigns,
  atticVentilation,
  choosingContractor,
  inspectionChecklist,
  replacementDayByDay,
  metalRoofsDraft,
  freezeArchived,
];
