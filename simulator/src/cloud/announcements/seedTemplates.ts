import type { AnnouncementTemplate } from '@homeport/sdk';

/** The seed's templates (docs/simulator.md "Announcements"): one of each type and a second push, so the page is not empty. */
export function seedTemplates(now: number): AnnouncementTemplate[] {
  const template = (id: string, name: string, notificationType: AnnouncementTemplate['notificationType'], title: string, message: string, age: number): AnnouncementTemplate => ({
    _id: id,
    name,
    notificationType,
    announcement_details: { title, message },
    topic_type: 'NEWS',
    createdAt: now - age,
    updatedAt: now - age,
  });
  const hour = 3_600_000;
  return [
    template(
      'tpl-maintenance',
      'Planned maintenance',
      'push',
      'Planned maintenance tonight',
      'Your Homeport service may be unavailable between 01:00 and 03:00 while we upgrade our servers.',
      4 * hour,
    ),
    template(
      'tpl-firmware',
      'New gateway firmware',
      'email',
      'New firmware for your gateway',
      'A new firmware version is ready for your gateway. It installs itself during the night.',
      3 * hour,
    ),
    template('tpl-festival', 'Festival offer', 'whatsapp', 'Festival offer', 'Add a second smart plug to your home this week at half price.', 2 * hour),
    template('tpl-security', 'Security tip', 'push', 'Keep your home safe', 'Turn on two-step sign-in in the settings to protect your account.', 1 * hour),
  ];
}
