import { useTranslation } from 'react-i18next';
import type { AnnouncementCampaign } from '@homeport/sdk';

/** A campaign's progress bar and counters (spec 3 §3 campaignOptions.progress, finishTaskCount, taskCounters). */
export function CampaignProgress({ campaign }: { campaign: AnnouncementCampaign }) {
  const { t } = useTranslation();
  const { taskCounters: counters } = campaign;
  return (
    <div className="ann-progress">
      <progress className="hp-progress" max={100} value={campaign.campaignOptions.progress} aria-label={t('ANNOUNCEMENTS.PROGRESS_OF', { name: campaign.announcementName })} />
      <span className="hp-muted">
        {campaign.campaignOptions.progress}% · {t('ANNOUNCEMENTS.COUNTERS', { done: campaign.finishTaskCount, total: counters.total, failed: counters.failed })}
      </span>
    </div>
  );
}

/** A status word (spec 3 §4: the raw status values are not shown, their translation is). */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const tone = status === 'Completed' || status === 'Successful' ? 'online' : status === 'Failed' ? 'offline' : 'neutral';
  return <span className={`hp-badge hp-badge--${tone}`}>{t(`ANNOUNCEMENTS.STATUS_${status}`)}</span>;
}
