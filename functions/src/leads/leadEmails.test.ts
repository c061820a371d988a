import { describe, expect, it } from 'vitest';
import { confirmationEmail, notificationEmail } from './leadEmails';

const lead = {
  name: 'Maria Lopez',
  phone: '(713) 555-0123',
  email: 'maria@example.com',
  address: '12 Oak St, Houston, TX 77339',
  service: 'storm-damage',
  timeline: 'week',
  details: 'Shingles missing after the storm.',
} as const;
const addresses = { inbox: 'leads@altum.test', from: 'no-reply@altum.test' };

describe('lead e-mails', () => {
  it('notifies the company inbox with every field, replying to the homeowner', () => {
    expect(notificationEmail('lead-1', lead, addresses)).toEqual({
      to: { email: 'leads@altum.test' },
      from: { email: 'no-reply@altum.test', name: 'Altum Roofing Website' },
      replyTo: { email: 'maria@example.com', name: 'Maria Lopez' },
      subject: 'New inspection request: Maria Lopez (Storm Damage Assessment)',
      text: [
        'A homeowner asked for a free estimate on the website.',
        '',
        'Name: Maria Lopez',
        'Phone: (713) 555-0123',
        'Email: maria@example.com',
        'Property address: 12 Oak St, Houston, TX 77339',
        'Service: Storm Damage Assessment',
        'Timeline: Within a week',
        'Details: Shingles missing after the storm.',
        '',
        'Lead id: lead-1',
        'We promise a same-day response, typically within the hour.',
      ].join('\n'),
      categories: ['lead-notification'],
      customArgs: { leadId: 'lead-1' },
    });
    expect(notificationEmail('lead-1', { ...lead, details: '' }, addresses).text).toContain(
      'Details: (none)',
    );
  });

  it('confirms to the homeowner, replying to the company inbox', () => {
    const email = confirmationEmail('lead-1', lead, addresses);
    expect(email.to).toEqual({ email: 'maria@example.com', name: 'Maria Lopez' });
    expect(email.from).toEqual({ email: 'no-reply@altum.test', name: 'Altum Roofing' });
    expect(email.replyTo).toEqual({ email: 'leads@altum.test', name: 'Altum Roofing' });
    expect(email.subject).toBe('We received your free inspection request');
    expect(email.text).toContain('Hi Maria Lopez,');
    expect(email.text).toContain('typically within the same hour');
    expect(email.text).toContain('Service: Storm Damage Assessment');
    expect(email.text).toContain('Timeline: Within a week');
    expect(email.text).toContain('Call or text (346) 220-0989');
    expect(confirmationEmail('lead-1', { ...lead, details: '' }, addresses).text).not.toContain(
      'Details:',
    );
  });
});
