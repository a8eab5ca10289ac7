import { useTranslation } from 'react-i18next';
import './admin.css';

/** What a campaign (an announcement's, a bulk operation's) says of its progress (spec 3 §3 campaignOptions.progress, finishTaskCount, taskCounters). */
export interface CampaignState {
  campaignOptions: { progress: number };
  finishTaskCount: number;
  taskCounters: { total: number; failed: number };
}

/** The catalogue section with the feature's PROGRESS_OF, COUNTERS and STATUS_* texts. */
export type CampaignTexts = 'ANNOUNCEMENTS' | 'BULK';

/** A campaign's progress bar and counters; `name` names the bar for screen readers. */
export function CampaignProgress({ campaign, name, texts }: { campaign: CampaignState; name: string; texts: CampaignTexts }) {
  const { t } = useTranslation();
  const { taskCounters: counters } = campaign;
  return (
    <div className="hp-campaign-progress">
      <progress className="hp-progress" max={100} value={campaign.campaignOptions.progress} aria-label={t(`${texts}.PROGRESS_OF`, { name })} />
      <span className="hp-muted">
        {campaign.campaignOptions.progress}% · {t(`${texts}.COUNTERS`, { done: campaign.finishTaskCount, total: counters.total, failed: counters.failed })}
      </span>
    </div>
  );
}

/** A status word (spec 3 §4: the raw status values are not shown, their translation is). */
export function StatusBadge({ status, texts }: { status: string; texts: CampaignTexts }) {
  const { t } = useTranslation();
  const tone = status === 'Completed' || status === 'Successful' ? 'online' : status === 'Failed' ? 'offline' : 'neutral';
  return <span className={`hp-badge hp-badge--${tone}`}>{t(`${texts}.STATUS_${status}`)}</span>;
}
