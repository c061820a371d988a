/**
 * Content as posts held it before Markdown (two seed articles as they were): one paragraph
 * per line, no markup. The renderer must show it exactly as the plain renderer did.
 */
export const legacyParagraphs: readonly string[] = [
  'Most denied roof claims are not about whether a storm happened. They are about whether the marks on your shingles came from that storm or from years of sun. Knowing how an adjuster reads a roof helps you understand a decision, and challenge it when it is wrong.',
  'Hail leaves random marks. A hit is a roughly round spot where granules are gone, often with a soft, bruised feel when pressed, and sometimes a crack in the mat. Hits are scattered with no pattern and are heaviest on the slopes that faced the storm. Soft metals nearby, such as vents, gutters and flashing, show matching dents.',
  'Wear looks different. Blistering leaves small open pockets across a whole slope. Granule loss from age is even, worst where water runs off. Cracking from heat follows the shingle, and curling and cupping start at the edges. Mechanical damage, such as scuffs from foot traffic or a dropped tool, sits in lines and near access points.',
  'Adjusters usually chalk a ten-by-ten-foot test square on each slope and count the hits inside it. Many insurers use a threshold of around eight to ten hits per square before they approve a slope for replacement. That is why it matters that every real hit is marked, and that the squares are placed on representative areas rather than the most sheltered corner.',
  'If the decision seems wrong, ask for the adjuster’s report and photos in writing. An independent inspection with dated, close-up photos of each hit, next to photos of the dented metal, gives you something concrete to send back. You can request a re-inspection, and your policy will describe an appraisal process for disagreements about the amount of loss.',
  'None of this means every old roof hit by a storm should be replaced at the insurer’s cost. An honest inspector will tell you when the marks are wear, and that your roof is simply nearing the end of its life.',
  'The February 2021 winter storm left many Houston homes with burst pipes in attics and walls, and a long queue for every trade. Water from a burst attic pipe can look exactly like a roof leak.',
  'If you had a stain after the freeze, check whether the ceiling below a plumbing run is wet before you blame the roof.',
];
