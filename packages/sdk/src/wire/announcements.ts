import * as v from 'valibot';
import {
  ANNOUNCEMENT_FILTER_ENTRY_MAX,
  ANNOUNCEMENT_LIMITS,
  ANNOUNCEMENT_MAX_FILTER_ENTRIES,
  ANNOUNCEMENT_MAX_LIMIT,
  ANNOUNCEMENT_NAME_MAX,
  TEMPLATE_LIMITS,
  TEMPLATE_NAME_MAX,
  readRepeatCron,
} from '../rules/announcements';
import { integer, queryChoice, queryInteger, queryText, recordId } from './fields';

/**
 * Wire shapes of admin announcements (spec 3 §2 "Create-announcement",
 * "Announcement log", "Announcement details", "Templates", §3 "Announcement
 * campaign", "Announcement task", "Announcement information", "Template",
 * "Audience filter", §4, §7 "Announcements"; docs/contracts.md
 * "Announcements"). The rules behind them (limits, the repeat's cron-like
 * text, filters, page sizes) are in rules/announcements.ts. The asm_* events
 * are here, not in events.ts, so the first load does not carry them.
 */

// ---- kinds and statuses ----

/** spec 3 §9: the announcement types (the campaign's `type`). */
export const ANNOUNCEMENT_TYPES = ['email', 'pushMobile', 'whatsapp'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];

/** spec 3 §3: a template's notificationType (push, not pushMobile). */
export const TEMPLATE_NOTIFICATION_TYPES = ['email', 'push', 'whatsapp'] as const;
export type TemplateNotificationType = (typeof TEMPLATE_NOTIFICATION_TYPES)[number];

/** spec 3 §9: the audience filter values. */
export const ANNOUNCEMENT_FILTER_TYPES = ['Cities', 'Groups', 'All'] as const;
export type AnnouncementFilterType = (typeof ANNOUNCEMENT_FILTER_TYPES)[number];

/** spec 3 §9: topic types (saved templates always NEWS). */
export const ANNOUNCEMENT_TOPIC_TYPES = ['System', 'News'] as const;
export type AnnouncementTopicType = (typeof ANNOUNCEMENT_TOPIC_TYPES)[number];
export const TEMPLATE_TOPIC_TYPE = 'NEWS';

/**
 * spec 3 §4 "The status values themselves are not shown": ours.
 * Scheduled: waits for its send time or its next repeat. Pending: its run's
 * tasks are made, none started. Terminal: Completed, Canceled, Failed (every
 * task of the run failed). A repeating campaign goes back to Scheduled after
 * each run and ends only by cancelAll.
 */
export const ANNOUNCEMENT_CAMPAIGN_STATUSES = ['Scheduled', 'Pending', 'In Progress', 'Completed', 'Canceled', 'Failed'] as const;
export type AnnouncementCampaignStatus = (typeof ANNOUNCEMENT_CAMPAIGN_STATUSES)[number];
/** The statuses of a campaign that is still active (a duplicate name is refused while one is). */
export const ANNOUNCEMENT_ACTIVE_STATUSES = ['Scheduled', 'Pending', 'In Progress'] as const satisfies readonly AnnouncementCampaignStatus[];
export const ANNOUNCEMENT_TERMINAL_STATUSES = ['Completed', 'Canceled', 'Failed'] as const satisfies readonly AnnouncementCampaignStatus[];

/** A task's taskOptions.status. Terminal: Successful, Failed, Canceled. */
export const ANNOUNCEMENT_TASK_STATUSES = ['Pending', 'In Progress', 'Successful', 'Failed', 'Canceled'] as const;
export type AnnouncementTaskStatus = (typeof ANNOUNCEMENT_TASK_STATUSES)[number];

// ---- fields ----

const trimmedText = (max: number, what: string) =>
  v.pipe(v.string(`must be 1 to ${max} characters`), v.trim(), v.minLength(1, `${what} is required`), v.maxLength(max, `must be 1 to ${max} characters`));

/** A text whose limit depends on the type: checked on the whole body below. */
const freeText = (max: number) => v.pipe(v.string('must be a string'), v.trim(), v.minLength(1, 'is required'), v.maxLength(max, `must be at most ${max} characters`));

const filterEntry = () =>
  v.pipe(
    v.string(`must be 1 to ${ANNOUNCEMENT_FILTER_ENTRY_MAX} characters`),
    v.trim(),
    v.minLength(1, 'may not hold a blank name'),
    v.maxLength(ANNOUNCEMENT_FILTER_ENTRY_MAX, `must be 1 to ${ANNOUNCEMENT_FILTER_ENTRY_MAX} characters`),
  );

/** A time on the simulator clock, ms since 1970 UTC. */
const epochMs = () => integer(0, 8_640_000_000_000_000);

/** A repeat's cron-like text (rules/announcements.ts buildRepeatCron). */
export const RepeatCronSchema = v.pipe(
  v.string('must be a repeat schedule'),
  v.trim(),
  v.check((cron) => readRepeatCron(cron) !== null, 'must be "sec min hour * * days" with days 1-7 or *'),
);

// ---- audience filter ----

/**
 * spec 3 §3 "Audience filter": Cities, Groups or All, plus the selected
 * names (city names as in the users' addresses, or group names). All takes
 * no names; Cities and Groups need at least one; a name twice (without
 * regard to case) is refused.
 */
export const AnnouncementFilterSchema = v.pipe(
  v.strictObject(
    {
      filterType: v.picklist(ANNOUNCEMENT_FILTER_TYPES, 'must be Cities, Groups or All'),
      selected: v.optional(
        v.pipe(v.array(filterEntry(), 'must be a list'), v.maxLength(ANNOUNCEMENT_MAX_FILTER_ENTRIES, `must hold at most ${ANNOUNCEMENT_MAX_FILTER_ENTRIES} names`)),
        [],
      ),
    },
    'is not a field of filter',
  ),
  v.forward(
    v.check((filter) => filter.filterType === 'All' || filter.selected.length > 0, 'must name at least one city or group'),
    ['selected'],
  ),
  v.forward(
    v.check((filter) => new Set(filter.selected.map((name) => name.toLowerCase())).size === filter.selected.length, 'may not name an entry twice'),
    ['selected'],
  ),
  v.transform((filter) => (filter.filterType === 'All' ? { filterType: filter.filterType, selected: [] as string[] } : filter)),
);
export type AnnouncementFilter = v.InferOutput<typeof AnnouncementFilterSchema>;

// ---- announcement information (the send bodies) ----

/**
 * spec 3 §3 "Announcement information (dialog result)", the body of
 * POST /asm/sendEmail, /asm/sendPush and /asm/sendWhatsapp. `type` must be
 * the call's. Title and text limits by type (spec 3 §5). No sendAt and no
 * repeat: sent now. sendAt alone: once at that time (a past time is
 * refused, 400 ANNOUNCEMENT_DATE_IN_PAST). repeat: at each of its times
 * (from sendAt on when both are given) until cancelAll.
 */
export const AnnouncementInformationBody = v.pipe(
  v.strictObject(
    {
      type: v.picklist(ANNOUNCEMENT_TYPES, 'must be email, pushMobile or whatsapp'),
      title: freeText(ANNOUNCEMENT_LIMITS.email.title),
      text: freeText(ANNOUNCEMENT_LIMITS.email.body),
      announcementName: trimmedText(ANNOUNCEMENT_NAME_MAX, 'the announcement name'),
      filter: AnnouncementFilterSchema,
      topicType: v.optional(v.picklist(ANNOUNCEMENT_TOPIC_TYPES, 'must be System or News'), 'News'),
      sendAt: v.optional(v.nullable(epochMs()), null),
      repeat: v.optional(v.nullable(RepeatCronSchema), null),
      /** The template the text came from (kept on the content; not checked against it). */
      templateId: v.optional(v.nullable(recordId()), null),
    },
    'is not a field of this call',
  ),
  v.forward(
    v.check((body) => body.title.length <= ANNOUNCEMENT_LIMITS[body.type].title, 'is too long for this type'),
    ['title'],
  ),
  v.forward(
    v.check((body) => body.text.length <= ANNOUNCEMENT_LIMITS[body.type].body, 'is too long for this type'),
    ['text'],
  ),
);
export type AnnouncementInformationRequest = v.InferInput<typeof AnnouncementInformationBody>;
export type AnnouncementInformation = v.InferOutput<typeof AnnouncementInformationBody>;

// ---- content, campaign, task ----

/** What a campaign sends (GET /asm/content/get/{id} answers it). */
export interface AnnouncementContent {
  _id: string;
  type: AnnouncementType;
  title: string;
  text: string;
  topicType: AnnouncementTopicType;
  templateId: string | null;
  createdAt: number;
}

/** taskCounters: how many tasks are in each state (of all runs). */
export interface AnnouncementTaskCounters {
  total: number;
  pending: number;
  inProgress: number;
  successful: number;
  failed: number;
  canceled: number;
}

/** spec 3 §3 "Announcement campaign". Times are the simulator clock's, ms; null until they happen. */
export interface AnnouncementCampaign {
  _id: string;
  announcementName: string;
  type: AnnouncementType;
  status: AnnouncementCampaignStatus;
  /** progress: percent of the current (or last) run's tasks finished, 0 to 100. */
  campaignOptions: { progress: number };
  /** Tasks finished (successful, failed or canceled), all runs. */
  finishTaskCount: number;
  taskCounters: AnnouncementTaskCounters;
  /** When the first run started. */
  timeOfCampaignStart: number | null;
  /** When the campaign ended (terminal status). */
  timeOfCampaignFinish: number | null;
  contentId: string;
  content: AnnouncementContent;
  filter: AnnouncementFilter;
  topicType: AnnouncementTopicType;
  sendAt: number | null;
  repeat: string | null;
  /** When the next run is due (null when none will be). */
  nextRunAt: number | null;
  /** Runs started so far. */
  runs: number;
  /** The admin who created it. */
  user: { id: string; firstName: string; lastName: string };
  createdAt: number;
}

export interface AnnouncementErrorFeedback {
  defautlMsg: string;
  customMsg: string;
  timeOfFail: number;
  troubleshooting: string;
}

/** spec 3 §3 "Announcement task": one recipient of one run. */
export interface AnnouncementTask {
  _id: string;
  campaignId: string;
  /** The run it belongs to (1 for the first). */
  run: number;
  userId: string;
  username: string;
  /** Where it goes: the e-mail, the phone number (WhatsApp), or the user id (push); empty when the user has none. */
  recipient: string;
  taskOptions: { progress: number; status: AnnouncementTaskStatus };
  timeOfTaskStart: number | null;
  taskFinishedTimestamp: number | null;
  triedCounter: number;
  retryCounter: number;
  errorFeedback: AnnouncementErrorFeedback | null;
}

const count = () => integer(0, 1_000_000_000);
const time = () => v.nullable(v.number('must be a number'));

export const AnnouncementContentSchema = v.object({
  _id: recordId(),
  type: v.picklist(ANNOUNCEMENT_TYPES),
  title: v.string(),
  text: v.string(),
  topicType: v.picklist(ANNOUNCEMENT_TOPIC_TYPES),
  templateId: v.nullable(v.string()),
  createdAt: v.number(),
});

/** A campaign as events and answers carry it (clients read the events with it). */
export const AnnouncementCampaignSchema = v.object({
  _id: recordId(),
  announcementName: v.string(),
  type: v.picklist(ANNOUNCEMENT_TYPES),
  status: v.picklist(ANNOUNCEMENT_CAMPAIGN_STATUSES),
  campaignOptions: v.object({ progress: integer(0, 100) }),
  finishTaskCount: count(),
  taskCounters: v.object({ total: count(), pending: count(), inProgress: count(), successful: count(), failed: count(), canceled: count() }),
  timeOfCampaignStart: time(),
  timeOfCampaignFinish: time(),
  contentId: recordId(),
  content: AnnouncementContentSchema,
  filter: v.object({ filterType: v.picklist(ANNOUNCEMENT_FILTER_TYPES), selected: v.array(v.string()) }),
  topicType: v.picklist(ANNOUNCEMENT_TOPIC_TYPES),
  sendAt: time(),
  repeat: v.nullable(v.string()),
  nextRunAt: time(),
  runs: count(),
  user: v.object({ id: v.string(), firstName: v.string(), lastName: v.string() }),
  createdAt: v.number(),
});

export const AnnouncementErrorFeedbackSchema = v.object({ defautlMsg: v.string(), customMsg: v.string(), timeOfFail: v.number(), troubleshooting: v.string() });

export const AnnouncementTaskSchema = v.object({
  _id: recordId(),
  campaignId: recordId(),
  run: count(),
  userId: v.string(),
  username: v.string(),
  recipient: v.string(),
  taskOptions: v.object({ progress: integer(0, 100), status: v.picklist(ANNOUNCEMENT_TASK_STATUSES) }),
  timeOfTaskStart: time(),
  taskFinishedTimestamp: time(),
  triedCounter: count(),
  retryCounter: count(),
  errorFeedback: v.nullable(AnnouncementErrorFeedbackSchema),
});

/** Campaign, content, template and task ids in paths. */
export const AnnouncementIdParam = recordId();

// ---- lists ----

/**
 * GET /asm/campaign/list and /asm/campaign/search: limit (10), page,
 * searchPhrase (in the announcement name, without regard to case). Newest first.
 */
export const AnnouncementCampaignListQuery = v.object({
  page: queryInteger(1, 1_000_000, 1),
  limit: queryInteger(1, ANNOUNCEMENT_MAX_LIMIT, 10),
  searchPhrase: queryText(100),
});
export type AnnouncementCampaignListRequest = { page?: number; limit?: number; searchPhrase?: string };

/** GET /asm/task/getTasksInCampaign/{id}: page, limit (10). In order of creation. */
export const AnnouncementTaskListQuery = v.object({
  page: queryInteger(1, 1_000_000, 1),
  limit: queryInteger(1, 100, 10),
});
export type AnnouncementTaskListRequest = { page?: number; limit?: number };

/** spec 3 §7 "Campaign list returns data and count": the campaign and task list answers. */
export interface AnnouncementListAnswer<T> {
  data: T[];
  count: number;
}

// ---- templates ----

/** spec 3 §3 "Template". */
export interface AnnouncementTemplate {
  _id: string;
  name: string;
  notificationType: TemplateNotificationType;
  announcement_details: { title: string; message: string };
  topic_type: typeof TEMPLATE_TOPIC_TYPE;
  createdAt: number;
  updatedAt: number;
}

export const AnnouncementTemplateSchema = v.object({
  _id: recordId(),
  name: v.string(),
  notificationType: v.picklist(TEMPLATE_NOTIFICATION_TYPES),
  announcement_details: v.object({ title: v.string(), message: v.string() }),
  topic_type: v.literal(TEMPLATE_TOPIC_TYPE),
  createdAt: v.number(),
  updatedAt: v.number(),
});

/**
 * spec 3 §3 template save payload (POST /asm/template/create, PUT
 * /asm/template/{id}): name, notificationType, title, message, topic_type
 * (always NEWS; absent means NEWS). Limits: the template dialog's (spec 3 §5,
 * email's as seen). Names are unique without regard to case (409
 * ANNOUNCEMENT_TEMPLATE_EXISTS).
 */
export const TemplateSaveBody = v.pipe(
  v.strictObject(
    {
      name: trimmedText(TEMPLATE_NAME_MAX, 'the name'),
      notificationType: v.picklist(TEMPLATE_NOTIFICATION_TYPES, 'must be email, push or whatsapp'),
      title: freeText(2000),
      message: freeText(1024),
      topic_type: v.optional(v.literal(TEMPLATE_TOPIC_TYPE, 'must be NEWS'), TEMPLATE_TOPIC_TYPE),
    },
    'is not a field of this call',
  ),
  v.forward(
    v.check((body) => body.title.length <= TEMPLATE_LIMITS[body.notificationType].title, 'is too long for this type'),
    ['title'],
  ),
  v.forward(
    v.check((body) => body.message.length <= TEMPLATE_LIMITS[body.notificationType].body, 'is too long for this type'),
    ['message'],
  ),
);
export type TemplateSaveRequest = v.InferInput<typeof TemplateSaveBody>;

/** The columns the template list sorts by. */
export const TEMPLATE_SORT_COLUMNS = ['name', 'notificationType', 'title', 'createdAt', 'updatedAt'] as const;
export type TemplateSortColumn = (typeof TEMPLATE_SORT_COLUMNS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;

/**
 * GET /asm/template/all and /asm/template/search: limit (10; the dialog asks
 * 5000), pageNumber (1), searchPhrase (in name, title and message, without
 * regard to case), sortBy (createdAt), sortOrder (desc for createdAt and
 * updatedAt, else asc, when absent).
 */
export const TemplateListQuery = v.object({
  limit: queryInteger(1, ANNOUNCEMENT_MAX_LIMIT, 10),
  pageNumber: queryInteger(1, 1_000_000, 1),
  searchPhrase: queryText(100),
  sortBy: queryChoice(TEMPLATE_SORT_COLUMNS, 'createdAt'),
  sortOrder: queryChoice(SORT_ORDERS),
});
export type TemplateListRequest = { limit?: number; pageNumber?: number; searchPhrase?: string; sortBy?: TemplateSortColumn; sortOrder?: 'asc' | 'desc' };

/** spec 3 §7: the template list's answer is an array whose first element has data and totalCount.count. */
export type TemplateListAnswer = [{ data: AnnouncementTemplate[]; totalCount: { count: number } }];

/** The templates and their total from a list answer (an empty answer reads as none). */
export function templatePageOf(answer: readonly { data: AnnouncementTemplate[]; totalCount: { count: number } }[]): { items: AnnouncementTemplate[]; total: number } {
  const first = answer[0];
  return { items: first?.data ?? [], total: first?.totalCount.count ?? 0 };
}

/** What cancelAll answers: the campaign after the change and how many tasks were canceled. */
export interface AnnouncementCancelAnswer {
  campaign: AnnouncementCampaign;
  changed: number;
}

// ---- events (on {product}/admin/evt) ----

export const AnnouncementEvent = {
  /** A campaign was created: data is the AnnouncementCampaign. */
  campaignCreated: 'asm_campaign_created',
  /** A campaign's status, counters or next run changed: data is the AnnouncementCampaign. */
  campaignUpdated: 'asm_campaign_updated',
  /** A campaign reached a terminal status (Completed, Failed, Canceled): data is the AnnouncementCampaign. */
  campaignFinished: 'asm_campaign_updated_finished',
  /** A task changed: data is the AnnouncementTask. */
  taskUpdated: 'asm_task_updated',
} as const;
export type AnnouncementEventName = (typeof AnnouncementEvent)[keyof typeof AnnouncementEvent];

/** The asm_* events of the admin topic, by name. */
export const AnnouncementEventSchema = v.variant('name', [
  v.object({ name: v.literal(AnnouncementEvent.campaignCreated), data: AnnouncementCampaignSchema }),
  v.object({ name: v.literal(AnnouncementEvent.campaignUpdated), data: AnnouncementCampaignSchema }),
  v.object({ name: v.literal(AnnouncementEvent.campaignFinished), data: AnnouncementCampaignSchema }),
  v.object({ name: v.literal(AnnouncementEvent.taskUpdated), data: AnnouncementTaskSchema }),
]);
export type AnnouncementEventMessage = v.InferOutput<typeof AnnouncementEventSchema>;

// ---- errors ----

/** The refusals of /asm (docs/contracts.md "Announcements"), beside the shared 000400, 000403, 000404. */
export const AnnouncementErrorCode = {
  /** 409: an active campaign (Scheduled, Pending, In Progress) has the same name (spec 3 §8). */
  duplicateCampaign: 'DUPLICATE_CAMPAIGN',
  /** 400: sendAt is not in the future and there is no repeat (spec 3 §5, §8). */
  dateInPast: 'ANNOUNCEMENT_DATE_IN_PAST',
  /** 400: the body's type is not the call's (sendEmail takes email, sendPush pushMobile, sendWhatsapp whatsapp). */
  typeMismatch: 'ANNOUNCEMENT_TYPE_MISMATCH',
  /** 404: a group of a Groups filter does not exist. */
  unknownGroup: 'ANNOUNCEMENT_UNKNOWN_GROUP',
  /** 409: cancelAll on a campaign that has ended. */
  wrongState: 'ANNOUNCEMENT_WRONG_STATE',
  /** 409: a template with this name (without regard to case) exists. */
  templateExists: 'ANNOUNCEMENT_TEMPLATE_EXISTS',
} as const;
export type AnnouncementErrorCodeValue = (typeof AnnouncementErrorCode)[keyof typeof AnnouncementErrorCode];
