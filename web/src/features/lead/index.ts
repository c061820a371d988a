export { LeadFormCard, type LeadFormCardProps } from './LeadFormCard';
export { LeadForm } from './LeadForm';
