// The create page's schema at its function: each refusal lands on the field
// that shows it, and a valid page becomes the send body.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AnnouncementForm, type AnnouncementValues } from './announcementForm';

const page: AnnouncementValues = {
  type: 'email',
  templateId: '',
  announcementName: '  Maintenance  ',
  topicType: 'News',
  title: 'Tonight',
  text: 'The service pauses.',
  when: 'now',
  sendAt: '',
  repeat: { seconds: 0, minutes: 30, hours: 9, weekdays: [1, 5] },
  filter: { filterType: 'Cities', selected: ['Pune'] },
};

/** The first issue's message of each field, by the field's name. */
function refusals(values: AnnouncementValues): Record<string, string> {
  const result = v.safeParse(AnnouncementForm, values);
  if (result.success) return {};
  const found: Record<string, string> = {};
  for (const issue of result.issues) {
    const field = String(issue.path?.[0]?.key);
    found[field] ??= issue.type;
  }
  return found;
}

describe('the create-announcement schema', () => {
  it('turns a valid page into the send body: trimmed, sent now, no template', () => {
    expect(v.parse(AnnouncementForm, page)).toEqual({
      type: 'email',
      title: 'Tonight',
      text: 'The service pauses.',
      announcementName: 'Maintenance',
      filter: { filterType: 'Cities', selected: ['Pune'] },
      topicType: 'News',
      sendAt: null,
      repeat: null,
      templateId: null,
    });
    expect(v.parse(AnnouncementForm, { ...page, when: 'repeat' }).repeat).toBe('0 30 9 * * 1,5');
  });

  it('puts each refusal on its field, all at once', () => {
    expect(refusals({ ...page, announcementName: ' ', title: '', text: '', filter: { filterType: 'Cities', selected: [] } })).toEqual({
      announcementName: 'min_length',
      title: 'min_length',
      text: 'min_length',
      filter: 'check',
    });
  });

  it('refuses a title too long for the type, a missing or past send time, and an invalid repeat', () => {
    expect(refusals({ ...page, type: 'whatsapp', title: 'x'.repeat(61) })).toEqual({ title: 'check' });
    expect(refusals({ ...page, when: 'at' })).toEqual({ sendAt: 'number' });
    expect(refusals({ ...page, when: 'at', sendAt: '2020-01-01T10:00' })).toEqual({ sendAt: 'check' });
    expect(refusals({ ...page, when: 'repeat', repeat: { ...page.repeat, hours: 24 } })).toEqual({ repeat: 'check' });
  });
});
