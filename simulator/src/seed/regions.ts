import type { Gateway } from '@homeport/sdk';

type Region = Gateway['region'];

/** The four regions, their states and service centres (India, the build's default country). */
export const REGIONS: Record<Region, Array<{ state: string; centres: string[] }>> = {
  S: [
    { state: 'Karnataka', centres: ['Bengaluru', 'Mysuru'] },
    { state: 'Tamil Nadu', centres: ['Chennai', 'Coimbatore'] },
    { state: 'Kerala', centres: ['Kochi', 'Thiruvananthapuram'] },
  ],
  N: [
    { state: 'Delhi', centres: ['New Delhi'] },
    { state: 'Punjab', centres: ['Ludhiana', 'Amritsar'] },
    { state: 'Uttar Pradesh', centres: ['Lucknow', 'Noida'] },
  ],
  E: [
    { state: 'West Bengal', centres: ['Kolkata', 'Siliguri'] },
    { state: 'Odisha', centres: ['Bhubaneswar'] },
    { state: 'Assam', centres: ['Guwahati'] },
  ],
  W: [
    { state: 'Maharashtra', centres: ['Mumbai', 'Pune'] },
    { state: 'Gujarat', centres: ['Ahmedabad', 'Surat'] },
    { state: 'Rajasthan', centres: ['Jaipur'] },
  ],
};

export const REGION_ORDER: Region[] = ['S', 'N', 'E', 'W'];
