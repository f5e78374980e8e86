// Catalogue categories. Illustrative demo data (source: "illustrative").
// `icon` is an MUI icon name the catalogue remote maps to a component.

export interface CategorySeed {
  slug: string;
  name: string;
  description: string;
  icon: string;
}

export const CATEGORIES = [
  {
    slug: 'pain-fever',
    name: 'Pain & Fever',
    description: 'Paracetamol, pain-relief tablets and gels for fever, headache and body ache.',
    icon: 'Thermostat',
  },
  {
    slug: 'antibiotics',
    name: 'Antibiotics & Anti-infectives',
    description: 'Prescription antibiotics and antifungals. Always complete the course your doctor prescribes.',
    icon: 'Coronavirus',
  },
  {
    slug: 'diabetes',
    name: 'Diabetes Care',
    description: 'Metformin, gliptins, SGLT2 inhibitors and sulphonylureas for type 2 diabetes.',
    icon: 'Bloodtype',
  },
  {
    slug: 'cardiac',
    name: 'Heart & Blood Pressure',
    description: 'Medicines for blood pressure, cholesterol and heart health.',
    icon: 'Favorite',
  },
  {
    slug: 'gastro',
    name: 'Digestive Health',
    description: 'Acidity, nausea, diarrhoea and constipation care, including ORS.',
    icon: 'Restaurant',
  },
  {
    slug: 'respiratory-allergy',
    name: 'Cold, Cough & Allergy',
    description: 'Antihistamines, inhalers, nasal sprays and cough syrups.',
    icon: 'Air',
  },
  {
    slug: 'vitamins-supplements',
    name: 'Vitamins & Supplements',
    description: 'Calcium, vitamin D, B-complex and multivitamins.',
    icon: 'Medication',
  },
  {
    slug: 'skin-care',
    name: 'Skin Care',
    description: 'Antifungal and antibacterial creams, anti-acne gels and moisturisers.',
    icon: 'Face',
  },
  {
    slug: 'womens-health',
    name: "Women's Health",
    description: 'Period pain relief, iron supplements and emergency contraception.',
    icon: 'Female',
  },
  {
    slug: 'eye-ear',
    name: 'Eye & Ear Care',
    description: 'Lubricating and antibiotic eye drops, ear drops.',
    icon: 'Visibility',
  },
  {
    slug: 'devices',
    name: 'Health Devices',
    description: 'Thermometers, BP monitors, glucometers, test strips and pulse oximeters.',
    icon: 'MonitorHeart',
  },
  {
    slug: 'ayurveda',
    name: 'Ayurveda & Herbal',
    description: 'Chyawanprash, ashwagandha, herbal liver and digestive care, balms.',
    icon: 'Spa',
  },
  {
    slug: 'neuro-mental-health',
    name: 'Mental Health & Neurology',
    description: 'Prescription medicines for mood, sleep, nerve pain and thyroid care.',
    icon: 'Psychology',
  },
  {
    slug: 'specialty',
    name: 'Specialty & Life-saving',
    description: 'Specialist prescription medicines, some nil-rated under GST from 22 Sep 2025.',
    icon: 'HealthAndSafety',
  },
] as const satisfies readonly CategorySeed[];

export type CategorySlug = (typeof CATEGORIES)[number]['slug'];
