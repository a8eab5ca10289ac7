import type { UserRecord } from '../store/cloudState';

/** The cities the seed's customers live in (docs/simulator.md "Announcements"). */
export const SEED_CITIES = ['Mumbai', 'Pune', 'Bengaluru', 'Chennai'] as const;

/**
 * Gives the fleet customers an address and announcement choices
 * (spec 2 §3 receiveAnnouncementsBy), derived from their number so the seed
 * stays the same for everything else (no draw of the seed's generator):
 * the city cycles through SEED_CITIES; a third opt in on every channel (and
 * have a phone for WhatsApp), a third only for push (e-mail turned off),
 * a third chose nothing. So a campaign to one city reaches some of its
 * users and not others. The login accounts are left as they are.
 */
export function giveCustomersAudience(customers: readonly UserRecord[]): void {
  for (const user of customers) {
    const number = Number.parseInt(user.id.slice(4), 16) || 0;
    const city = SEED_CITIES[number % SEED_CITIES.length]!;
    user.addresses = [
      { _id: `${user.id}-home`, line1: `${(number % 90) + 1} Park street`, line2: '', city, zip: `4000${String(number % 100).padStart(2, '0')}`, country: 'India' },
    ];
    const choice = number % 3;
    if (choice === 0) {
      user.receiveAnnouncementsBy = [
        { contactType: 'email', sendAnnouncements: true },
        { contactType: 'pushMobile', sendAnnouncements: true },
        { contactType: 'whatsapp', sendAnnouncements: true },
      ];
      user.contacts.push({ contactType: 'phone', contact: `+91987650${String(number).padStart(4, '0')}`, isDefault: false, label: 'Mobile' });
    } else if (choice === 1) {
      user.receiveAnnouncementsBy = [
        { contactType: 'email', sendAnnouncements: false },
        { contactType: 'pushMobile', sendAnnouncements: true },
      ];
    } else {
      user.receiveAnnouncementsBy = [];
    }
  }
}
