// GST State codes (GSTIN characters 1–2): the 2011 Census codes the GST registration uses.
// Source: the GST State Code list (e.g. https://zoho.com/in/books/kb/gst/valid-state-codes-list.html,
// https://gstkanun.in/gst-state-code-list-of-india/), checked 2026-11. 25 (Daman & Diu) was merged
// into 26 on 26 Jan 2020 but GSTINs issued before still carry it; 28 is pre-2014 Andhra Pradesh
// (no GSTIN carries it: GST began in 2017), so it is not a valid code here. 97 (Other Territory)
// and 99 (Centre Jurisdiction) have no premises in a State, so a pharmacy cannot hold them.

export const GST_STATES = {
  '01': 'Jammu & Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '25': 'Daman & Diu',
  '26': 'Dadra & Nagar Haveli and Daman & Diu',
  '27': 'Maharashtra',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman & Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
} as const;

export type GstStateCode = keyof typeof GST_STATES;

export function isGstStateCode(value: string): value is GstStateCode {
  return Object.hasOwn(GST_STATES, value);
}
