import * as v from 'valibot';
import {
  ANNOUNCEMENT_FILTER_TYPES,
  ANNOUNCEMENT_TOPIC_TYPES,
  ANNOUNCEMENT_TYPES,
  AnnouncementInformationBody,
  AnnouncementRuleError,
  buildRepeatCron,
  isSendTimeInPast,
  isValidRepeat,
  type AnnouncementFilterType,
  type AnnouncementInformationRequest,
  type RepeatSchedule,
} from '@homeport/sdk';
import type { FormWords } from '../../components/ui/form/useForm';

export type When = 'now' | 'at' | 'repeat';

/** The chosen audience: Cities or Groups with their names, or All. */
export interface AudienceValue {
  filterType: AnnouncementFilterType;
  selected: string[];
}

/** The repeat as its fields: the cron-like text is built from them (buildRepeatCron). */
const repeatSchedule = v.custom<RepeatSchedule>((value) => typeof value === 'object' && value !== null);

/** The page's fields as typed: `sendAt` is the datetime-local text, `repeat` the schedule, `when` which of them counts. */
const AnnouncementFields = v.object({
  type: v.picklist(ANNOUNCEMENT_TYPES),
  templateId: v.string(),
  announcementName: v.string(),
  topicType: v.picklist(ANNOUNCEMENT_TOPIC_TYPES),
  title: v.string(),
  text: v.string(),
  when: v.picklist(['now', 'at', 'repeat']),
  sendAt: v.string(),
  repeat: repeatSchedule,
  filter: v.object({ filterType: v.picklist(ANNOUNCEMENT_FILTER_TYPES), selected: v.array(v.string()) }),
});

/**
 * spec 3 §5: the create page's checks are the send body's own (the sdk's
 * AnnouncementInformationBody: the name, the title and text within the
 * type's limits, a complete audience, a repeat the server reads), the page's
 * fields turned into that body first; and, as the server refuses it too
 * (ANNOUNCEMENT_DATE_IN_PAST), a send time that is not past. An invalid
 * repeat is sent as '' so the body's repeat rule refuses it.
 */
export const AnnouncementForm = v.pipe(
  AnnouncementFields,
  v.transform(({ when, sendAt, repeat, templateId, ...fields }): AnnouncementInformationRequest => ({
    ...fields,
    sendAt: when === 'at' ? (sendAt ? new Date(sendAt).getTime() : Number.NaN) : null,
    repeat: when === 'repeat' ? (isValidRepeat(repeat) ? buildRepeatCron(repeat) : '') : null,
    templateId: templateId || null,
  })),
  AnnouncementInformationBody,
  v.forward(
    v.check((body) => !isSendTimeInPast(body.sendAt, Date.now(), body.repeat), 'past'),
    ['sendAt'],
  ),
);

export type AnnouncementValues = v.InferInput<typeof AnnouncementForm>;

const rule = (value: string) => `ANNOUNCEMENTS.RULES.${value}`;

export const announcementWords: FormWords<AnnouncementValues> = {
  announcementName: { '*': rule(AnnouncementRuleError.nameRequired) },
  title: { min_length: rule(AnnouncementRuleError.titleRequired), '*': rule(AnnouncementRuleError.titleTooLong) },
  text: { min_length: rule(AnnouncementRuleError.textRequired), '*': rule(AnnouncementRuleError.textTooLong) },
  filter: { '*': rule('audience required') },
  sendAt: { past: rule(AnnouncementRuleError.dateInPast), '*': rule('time required') },
  repeat: { '*': rule(AnnouncementRuleError.repeatInvalid) },
};
