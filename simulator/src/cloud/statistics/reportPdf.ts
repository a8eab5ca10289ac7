import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import type { SavedReport } from '@homeport/sdk';

/** Helvetica writes WinAnsi only: anything else shows as "?". */
const printable = (text: string): string => text.replace(/[^\x20-\x7E]/g, '?');
const iso = (ms: number): string =>
  new Date(ms)
    .toISOString()
    .replace('T', ' ')
    .replace(/\.\d{3}Z$/, ' UTC');
const duration = (ms: number): string => {
  const minutes = Math.floor(ms / 60_000);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  return `${days} d ${hours} h ${minutes % 60} min`;
};

/**
 * A saved report as a one-page A4 PDF (pdf-lib, pure JS): the gateway's
 * figures at the snapshot and its device classes. The serial is in the
 * title, the subject and the text; the document dates are the snapshot's
 * (simulator clock), so the same report gives the same figures every time.
 */
export async function renderReportPdf(report: SavedReport): Promise<Uint8Array> {
  const { snapshot } = report;
  const doc = await PDFDocument.create();
  doc.setTitle(`Gateway statistics ${report.serialNumber}`);
  doc.setSubject(printable(report.name));
  doc.setAuthor('Homeport');
  doc.setProducer('Homeport simulator');
  doc.setKeywords([report.serialNumber, 'gateway statistics']);
  doc.setCreationDate(new Date(report.createdAt));
  doc.setModificationDate(new Date(report.createdAt));
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const page = doc.addPage([595.28, 841.89]);
  let y = 790;
  const line = (text: string, options: { size?: number; strong?: boolean; gap?: number } = {}) => {
    const size = options.size ?? 11;
    page.drawText(printable(text), { x: 56, y, size, font: options.strong ? bold : font, color: rgb(0.1, 0.1, 0.1) });
    y -= options.gap ?? size + 7;
  };
  line(`Gateway statistics ${report.serialNumber}`, { size: 18, strong: true, gap: 28 });
  line(report.name, { size: 12, gap: 24 });
  line(`Snapshot: ${iso(snapshot.timestamp)} (${snapshot.reason === 'daily' ? 'daily' : 'on demand'})`);
  line(`Saved: ${iso(report.createdAt)}`, { gap: 26 });
  line('Gateway', { size: 13, strong: true });
  line(`Model: ${snapshot.model}    Firmware: ${snapshot.firmware}`);
  line(`Connection: ${snapshot.connectionStatus}${snapshot.read ? '' : ' (not read: last known figures)'}`);
  line(`Uptime: ${duration(snapshot.uptimeMs)}`, { gap: 26 });
  line('Home', { size: 13, strong: true });
  line(`Devices: ${snapshot.devices} (${snapshot.onlineDevices} online)`);
  line(`Actuators: ${snapshot.actuators}    Sensors: ${snapshot.sensors}`);
  line(`Rules (scenes): ${snapshot.rules}`, { gap: 26 });
  line('Device classes', { size: 13, strong: true });
  if (snapshot.deviceClasses.length === 0) line('No devices');
  for (const entry of snapshot.deviceClasses.slice(0, 30)) line(`${entry.class}: ${entry.count}`);
  return doc.save({ useObjectStreams: false });
}
