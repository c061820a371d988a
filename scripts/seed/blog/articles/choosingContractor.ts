import type { SeedArticle } from '../types';

export const choosingContractor: SeedArticle = {
  slug: 'how-to-choose-a-roofing-contractor-houston',
  title: 'How to Choose a Roofing Contractor in Houston (and Spot a Storm Chaser)',
  excerpt:
    'Texas does not license roofers, so the checking is up to you. Eight questions to ask, and the warning signs that send homeowners looking for a second roofer.',
  paragraphs: [
    'After every big hail storm, trucks with out-of-state plates appear in Houston neighbourhoods, and door hangers promise a free roof. Some of those crews do fine work. Others are gone before the first leak. Texas has no state licence for roofing contractors, so the checking falls to the homeowner. These are the questions worth asking.',
    '## The questions to ask',
    '1. **Where is your office, and how long have you been in Houston?** A local address and years of local work mean someone to call when a warranty matters. Look the company up yourself rather than trusting the card.',
    '2. **Who will be on my roof?** Many companies sell the job and hand it to whichever subcontractor is free. Ask whether the people who inspect are the people who install, and who supervises the crew on the day.',
    '3. **Are you insured?** Ask for certificates of general liability and workers’ compensation, or occupational accident cover, sent to you directly by the insurance agent. An uninsured worker hurt on your roof can become your problem.',
    '4. **What exactly does the quote include?** A good written quote lists tear-off, decking repairs at a stated price per sheet, underlayment, drip edge, starter, shingle line and colour, ridge caps, vents, flashing, permits and clean-up. Vague quotes lead to surprise invoices.',
    '5. **Which warranties apply?** There are two: the manufacturer’s, which covers the materials and sometimes labour if the installer is certified, and the contractor’s workmanship warranty. Get both in writing, with their lengths.',
    '6. **How is payment handled?** A reasonable deposit for materials is normal; full payment before work starts is not. With an insurance claim, be wary of anyone who offers to cover your deductible: that is illegal in Texas, and a sign of what else they might cut.',
    '7. **Can I talk to recent customers?** Ask for a few addresses in your area from the last year. Driving past a roof tells you a lot; a five-minute chat with its owner tells you more.',
    '## Take your time',
    'Take your time. A legitimate roofer will tarp a leak today and wait a few days for your decision. Anyone who needs a signature tonight is selling urgency, not roofing.',
    'We are happy to answer every one of these questions: [book a free inspection](/book-inspection) and ask us in person.',
  ],
  categorySlug: 'buying-guides',
  tagSlugs: ['hiring-a-roofer', 'insurance', 'roof-replacement'],
  status: 'published',
  publishDate: '2026-09-15T14:00:00Z',
  seoTitle: 'How to Choose a Roofing Contractor in Houston',
  seoDescription:
    'Eight questions to ask a Houston roofer before you sign, and the warning signs of a storm chaser after hail season.',
  seoKeywords: ['roofing contractor Houston', 'storm chaser', 'hire a roofer', 'roof quote'],
  author: 'seed-admin',
};
