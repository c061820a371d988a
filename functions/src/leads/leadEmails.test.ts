import { confirmationFirstName, tooFastNote } from '@altum/domain';
import { describe, expect, it } from 'vitest';
import {
  confirmationEmail,
  headerText,
  notificationEmail,
  officeText,
  unreadableLeadNotification,
} from './leadEmails';

const lead = {
  name: 'Maria Lopez',
  phone: '(713) 555-0123',
  email: 'maria@example.com',
  address: '12 Oak St, Houston, TX 77339',
  service: 'storm-damage',
  timeline: 'week',
  details: 'Shingles missing after the storm.',
} as const;
const addresses = {
  inbox: 'leads@altum.test',
  from: 'no-reply@altum.test',
  site: 'https://altumroofing.com',
};

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
        'Open the lead: https://altumroofing.com/admin/leads?lead=lead-1',
        'We promise a same-day response, typically within the hour.',
      ].join('\n'),
      categories: ['lead-notification'],
      customArgs: { leadId: 'lead-1' },
    });
    expect(notificationEmail('lead-1', { ...lead, details: '' }, addresses).text).toContain(
      'Details: (none)',
    );
  });

  it('tells the office where the lead came from, when the form recorded it', () => {
    const withSource = notificationEmail('lead-1', lead, addresses, {
      page: '/blog/storm-season',
      referrer: 'https://www.google.com/',
      utmSource: 'newsletter',
      utmCampaign: 'spring',
    }).text;
    expect(withSource).toContain(
      [
        'Details: Shingles missing after the storm.',
        '',
        'Sent from: /blog/storm-season',
        'Referrer: https://www.google.com/',
        'Campaign: newsletter / spring',
        '',
        'Lead id: lead-1',
      ].join('\n'),
    );
    const direct = notificationEmail('lead-1', lead, addresses, {
      page: '/',
      referrer: null,
      utmSource: null,
      utmCampaign: null,
    }).text;
    expect(direct).toContain('Sent from: /\nReferrer: (direct)\n\nLead id');
    expect(direct).not.toContain('Campaign');
  });

  it('says how many photos arrived and how many are on their way, none when there are none', () => {
    const three = notificationEmail('lead-1', lead, addresses, null, null, 3).text;
    expect(three).toContain(
      [
        'Details: Shingles missing after the storm.',
        'Photos: 3 photos on their way, shown on the lead as they arrive',
        '',
        'Lead id: lead-1',
        'Open the lead: https://altumroofing.com/admin/leads?lead=lead-1',
      ].join('\n'),
    );
    expect(notificationEmail('lead-1', lead, addresses, null, null, 1).text).toContain(
      'Photos: 1 photo on its way, shown on the lead as they arrive',
    );
    expect(notificationEmail('lead-1', lead, addresses, null, null, 3, 1).text).toContain(
      'Photos: 1 photo arrived, 2 on their way, shown on the lead as they arrive',
    );
    expect(notificationEmail('lead-1', lead, addresses, null, null, 3, 3).text).toContain(
      'Photos: 3 photos, on the lead\n',
    );
    expect(notificationEmail('lead-1', lead, addresses).text).not.toContain('Photos:');
    // The office gets the count and the lead's page, never a photo's own address.
    expect(three).not.toMatch(/lead-photo|storage|\.webp/i);
  });

  it('never tells the homeowner about photos or links to the inbox', () => {
    const text = confirmationEmail('lead-1', lead, addresses).text;
    expect(text).not.toMatch(/photo|admin/i);
    // Its one link is the request page.
    expect(text.match(/https?:\/\/\S+/g)).toEqual(['https://altumroofing.com/request/lead-1']);
  });

  it('links the homeowner to their request page, booked or not', () => {
    const text = confirmationEmail('AbCdEfGhIjKlMnOpQrSt', lead, addresses).text;
    expect(text).toContain(
      'See your request, or pick a time for the inspection: https://altumroofing.com/request/AbCdEfGhIjKlMnOpQrSt',
    );
  });

  it("links the office to the lead in the admin, never to the homeowner's request page", () => {
    for (const email of [
      notificationEmail('AbCdEfGhIjKlMnOpQrSt', lead, addresses),
      unreadableLeadNotification('AbCdEfGhIjKlMnOpQrSt', { name: 'Maria' }, addresses),
    ]) {
      expect(email.text).toContain(
        'Open the lead: https://altumroofing.com/admin/leads?lead=AbCdEfGhIjKlMnOpQrSt',
      );
      expect(JSON.stringify(email)).not.toContain('/request/');
    }
  });

  it("keeps the homeowner's text as text in the office's e-mail: no typed line passes for ours", () => {
    const details = 'Leak by the chimney.\nOpen the lead: https://phish.example/\r\n\u2028Call 900';
    const text = notificationEmail(
      'lead-1',
      { ...lead, details, address: 'Account on hold, pay at https://phish.example/' },
      addresses,
      {
        page: '/\nOpen the lead: https://x.example',
        referrer: null,
        utmSource: null,
        utmCampaign: null,
      },
    ).text;
    // Kept for the office, whose lines the typed ones cannot imitate.
    expect(text).toContain(
      'Details: Leak by the chimney.\n  Open the lead: https://phish.example/\n  \n  Call 900',
    );
    expect(text).toContain('Property address: Account on hold, pay at https://phish.example/');
    expect(text).toContain('Sent from: /\n  Open the lead: https://x.example');
    const ours = text.split('\n').filter((line) => line.startsWith('Open the lead:'));
    expect(ours).toEqual(['Open the lead: https://altumroofing.com/admin/leads?lead=lead-1']);
    expect(officeText('a\u0000b\rc')).toBe('a b\n  c');
  });

  it('confirms to the homeowner with a fixed text, replying to the company inbox', () => {
    const email = confirmationEmail('lead-1', lead, addresses);
    expect(email.to).toEqual({ email: 'maria@example.com' });
    expect(email.from).toEqual({ email: 'no-reply@altum.test', name: 'Altum Roofing' });
    expect(email.replyTo).toEqual({ email: 'leads@altum.test', name: 'Altum Roofing' });
    expect(email.subject).toBe('We received your free inspection request');
    expect(email.text).toBe(
      [
        'Hi Maria,',
        '',
        'Thank you for contacting Altum Roofing. We received your request for a free roof inspection and will contact you the same day, typically within the same hour.',
        '',
        'See your request, or pick a time for the inspection: https://altumroofing.com/request/lead-1',
        '',
        'Need us sooner? Call or text (346) 220-0989. Emergency repairs: 24/7.',
        '',
        'If you did not send this request, you can ignore this e-mail.',
        '',
        'Altum Roofing',
        'Houston, TX',
      ].join('\n'),
    );
  });

  it('repeats nothing the visitor typed but a cleaned first name', () => {
    const spam = {
      ...lead,
      name: 'Winner; claim your prize',
      address: 'Visit http://phish.example/login to claim',
      phone: 'CALL 900-555',
      details: 'Your account is locked: http://phish.example',
    };
    const email = confirmationEmail('lead-1', spam, addresses);
    for (const typed of ['phish', 'claim', 'prize', '900-555', 'locked', 'Storm', 'Within a week'])
      expect(email.text).not.toContain(typed);
    expect(email.text.startsWith('Hi Winner,')).toBe(true);
    expect(JSON.stringify(email)).not.toContain('phish');
  });

  it.each([
    ['Maria Lopez', 'Maria'],
    ['  José\u0007,María ', 'José'],
    ["O'Brien-Smith Jr.", "O'Brien-Smith"],
    ['Dr.;Evil', undefined],
    ['claim-refund-now.com Smith', undefined],
    ['http://phish.example', undefined],
    ['bob@example.com', undefined],
    ['\r\nBcc: victim@example.com', undefined],
    ['1234', undefined],
  ])('takes the first name of %j as %j', (name, expected) => {
    expect(confirmationFirstName(name)).toBe(expected);
    const text = confirmationEmail('lead-1', { ...lead, name }, addresses).text;
    expect(text.split('\n')[0]).toBe(expected ? `Hi ${expected},` : 'Hello,');
  });

  it('strips control characters from subjects and display names', () => {
    const email = notificationEmail(
      'lead-1',
      { ...lead, name: 'Maria\r\nBcc: victim@example.com\u0000' },
      addresses,
    );
    expect(email.subject).toBe(
      'New inspection request: Maria Bcc: victim@example.com (Storm Damage Assessment)',
    );
    expect(email.replyTo?.name).toBe('Maria Bcc: victim@example.com');
    expect(headerText('a\tb\u009fc\u007f')).toBe('a b c');
  });

  it('notifies staff of an unreadable lead with what it holds, control characters removed', () => {
    const email = unreadableLeadNotification(
      'lead-9',
      { name: 'Maria\u0000', email: 'not an address', phone: 42, service: 'gutters' },
      addresses,
    );
    expect(email.to).toEqual({ email: 'leads@altum.test' });
    expect(email.subject).toBe('New inspection request (could not be read in full): lead lead-9');
    expect(email.text).toContain('Name: Maria ');
    expect(email.text).toContain('Email: not an address');
    expect(email.text).toContain('Phone: 42');
    expect(email.text).toContain('Property address: (missing)');
    expect(email.text).toContain('Open the lead: https://altumroofing.com/admin/leads?lead=lead-9');
    expect(email.text).not.toContain('Photos:');
    expect(
      unreadableLeadNotification('lead-9', { name: 'Maria', photoCount: 2 }, addresses).text,
    ).toContain('Photos: 2 photos on their way, shown on the lead as they arrive');
    expect(
      unreadableLeadNotification(
        'lead-9',
        { name: 'Maria', photoCount: 2, photos: { '0': { thumbPath: 't' } } },
        addresses,
      ).text,
    ).toContain('Photos: 1 photo arrived, 1 on its way, shown on the lead as they arrive');
    expect(email.text).not.toContain('\u0000');
    expect(email.categories).toEqual(['lead-notification']);
  });
});

describe("a lead marked 'too-fast'", () => {
  it('asks the office to check, with the seconds it took, in the subject and the text', () => {
    const email = notificationEmail('lead-1', lead, addresses, null, tooFastNote(1234));
    expect(email.subject).toBe(
      'New inspection request: Maria Lopez (Storm Damage Assessment), check: sent 1.2 s after opening',
    );
    expect(email.text).toContain('Please check: sent 1.2 s after opening');
    expect(tooFastNote(undefined)).toBe('check: sent under 3 s after opening');
    expect(notificationEmail('lead-1', lead, addresses).subject).not.toContain('check');
  });
});
