// Blog posts, testimonials and banners for the demo. ILLUSTRATIVE (source: "illustrative"):
// written for the instamg demo; the health information is general, mainstream guidance and
// every post says it is not medical advice. Testimonials are invented people.

export const ILLUSTRATIVE_NOTE =
  'Illustrative demo content written for instamg. General health information only, not medical advice: consult a registered medical practitioner about your health.';

export interface BlogPostSeed {
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  tags: string[];
  /** Days before the seed date the post was published. */
  daysAgo: number;
  paragraphs: string[];
}

export const BLOG_POSTS: readonly BlogPostSeed[] = [
  {
    slug: 'fever-in-adults-when-to-see-a-doctor',
    title: 'Fever in adults: when paracetamol is enough and when to see a doctor',
    excerpt:
      'Most fevers settle in two to three days. Here is how to use paracetamol safely and which warning signs need a doctor the same day.',
    author: 'instamg Health Desk',
    tags: ['fever', 'paracetamol', 'self-care'],
    daysAgo: 3,
    paragraphs: [
      'A fever is a body temperature of 38 °C (100.4 °F) or higher. It is usually the body fighting an infection, most often a virus, and it commonly settles within two to three days with rest and fluids.',
      'Paracetamol is the usual first choice to relieve fever and aches. For adults the common dose is 500 mg to 1 g every 4 to 6 hours, and no more than 4 g in 24 hours. Many cold and flu combinations also contain paracetamol, so read labels and never take two paracetamol-containing products together. People with liver disease or who drink alcohol regularly should ask a doctor for a safe dose.',
      'Drink plenty of water, oral rehydration solution or clear soups, wear light clothing and rest. Sponging with lukewarm (not cold) water can help comfort.',
      'See a doctor the same day if the fever is above 39.4 °C (103 °F), lasts more than three days, or comes with a severe headache, stiff neck, rash, breathlessness, chest pain, confusion, repeated vomiting, or pain while passing urine. During monsoon months, fever with body ache and low platelets can be dengue: get tested rather than self-medicating, and avoid ibuprofen and aspirin until dengue is ruled out.',
    ],
  },
  {
    slug: 'why-finish-your-antibiotic-course',
    title: 'Antibiotics: why you need a prescription and should finish the course',
    excerpt:
      "Antibiotics do not work on colds and flu. Using them wrongly fuels antimicrobial resistance, one of India's biggest health threats.",
    author: 'instamg Health Desk',
    tags: ['antibiotics', 'amr', 'prescriptions'],
    daysAgo: 10,
    paragraphs: [
      "Antibiotics treat bacterial infections. They do nothing for viral illnesses such as the common cold, most sore throats and flu, and taking them 'just in case' exposes you to side effects without benefit.",
      'Every unnecessary course helps bacteria become resistant. Antimicrobial resistance (AMR) means infections that were once easy to treat become hard or impossible to cure. India has among the highest antibiotic consumption in the world, and the Indian Council of Medical Research has repeatedly warned about rising resistance.',
      'That is why antibiotics are Schedule H or H1 medicines in India and are sold only against a valid prescription. On instamg, a pharmacist verifies your prescription before any antibiotic is dispatched.',
      'Take the antibiotic exactly as prescribed: the right dose, at the right intervals, for the full number of days your doctor advised, even if you feel better. Do not save leftovers for later or share them with family. If you get a rash, swelling or breathing difficulty, stop and seek medical help immediately.',
    ],
  },
  {
    slug: 'schedule-h-h1-x-explained',
    title: 'Schedule H, H1 and X medicines explained',
    excerpt:
      'What the red Rx symbol on a strip means, why some medicines need extra records, and why a few can never be ordered online.',
    author: 'instamg Pharmacy Team',
    tags: ['regulation', 'prescriptions', 'safety'],
    daysAgo: 18,
    paragraphs: [
      "Under India's Drugs and Cosmetics Rules, many medicines are 'scheduled'. Schedule H medicines carry the Rx symbol and the warning that they are to be sold by retail only on the prescription of a registered medical practitioner.",
      'Schedule H1 was created in 2013 for medicines whose misuse is especially harmful, including third- and fourth-generation antibiotics and some anti-TB and habit-forming drugs. Pharmacies must record the prescriber, the patient, the medicine and the quantity for every H1 sale and keep that register for three years.',
      'Schedule X medicines and narcotic or psychotropic substances under the NDPS Act have the strictest controls. They cannot be ordered through online platforms. You may see them listed in our catalogue for information, but they can never be added to a cart.',
      "When you upload a prescription, make sure it shows the doctor's name, registration number and signature, your name, the date, and the medicine with its dose and duration. A pharmacist checks these details before dispatch.",
    ],
  },
  {
    slug: 'storing-medicines-in-indian-summers',
    title: 'Storing medicines safely in Indian summers',
    excerpt: 'Heat and humidity can spoil medicines before their expiry date. A few simple habits keep them effective.',
    author: 'instamg Pharmacy Team',
    tags: ['storage', 'summer', 'safety'],
    daysAgo: 26,
    paragraphs: [
      'Most tablets and capsules should be stored below 25 °C or 30 °C, as printed on the pack, away from direct sunlight and moisture. A bathroom cabinet or a car dashboard is one of the worst places to keep medicines.',
      'Keep medicines in their original strip or bottle with the label, batch number and expiry date. Cutting strips apart hides the expiry date and the batch, which you need if there is ever a recall.',
      'Insulin, some eye drops and certain injections need refrigeration between 2 °C and 8 °C. Keep them in the main compartment of the fridge, never in the freezer or the door.',
      'Do not use medicines that have changed colour, smell, or texture, syrups that look cloudy, or anything past its expiry date. Ask your pharmacist how to dispose of expired medicines rather than throwing them into household waste.',
    ],
  },
  {
    slug: 'generic-vs-branded-same-salt',
    title: 'Generic and branded medicines: same salt, different price',
    excerpt:
      'Two strips with different names can contain the same salt at the same strength. Here is how to compare them safely.',
    author: 'instamg Pharmacy Team',
    tags: ['generics', 'savings', 'substitutes'],
    daysAgo: 34,
    paragraphs: [
      'Every medicine has a salt (the active ingredient, such as paracetamol or pantoprazole) and a brand name chosen by the manufacturer. Many brands sell the same salt at the same strength, often at very different prices.',
      'On instamg, each product page shows its salt composition and strength, and lists other brands with exactly the same composition. Prices shown never exceed the printed MRP, which in India is inclusive of all taxes.',
      'Switching brands is usually safe for most common medicines when the salt, strength and dosage form are identical. For medicines with a narrow therapeutic range, such as thyroid hormone, anti-epileptics and blood thinners, talk to your doctor before switching.',
      'For prescription medicines, a pharmacist must approve any substitution, and we will always ask for your consent before replacing an item in your order.',
    ],
  },
  {
    slug: 'heat-stroke-and-ors',
    title: 'Beat the heat: preventing heat exhaustion and using ORS correctly',
    excerpt: 'Oral rehydration solution is cheap and life-saving when made and used correctly.',
    author: 'instamg Health Desk',
    tags: ['summer', 'ors', 'hydration'],
    daysAgo: 41,
    paragraphs: [
      'Heat exhaustion causes heavy sweating, weakness, dizziness, headache, nausea and muscle cramps. Heat stroke is an emergency: a very high body temperature with confusion, fainting or hot, dry skin needs immediate medical care.',
      'Drink water regularly through the day even when you are not thirsty, avoid strenuous outdoor work between noon and 4 pm, wear loose cotton clothing and cover your head in the sun.',
      'For dehydration from heat, diarrhoea or vomiting, use WHO-formula oral rehydration salts. Dissolve one sachet in exactly the amount of clean drinking water printed on the pack (usually one litre), and use the solution within 24 hours. Do not add sugar or salt, and do not boil the prepared solution.',
      "Sugary soft drinks and many 'energy' drinks are not substitutes for ORS. Seek medical help if a child is very drowsy, passes little urine, or cannot keep fluids down.",
    ],
  },
  {
    slug: 'type-2-diabetes-medicines-basics',
    title: 'Living with type 2 diabetes: the basics of your medicines',
    excerpt:
      'Metformin, gliptins and SGLT2 inhibitors explained in plain language, plus why home glucose checks matter.',
    author: 'instamg Health Desk',
    tags: ['diabetes', 'metformin', 'devices'],
    daysAgo: 55,
    paragraphs: [
      'Type 2 diabetes is common in India and is managed with diet, physical activity and, for most people, medicines. Metformin is usually the first medicine prescribed; taking it with or after meals reduces stomach upset, and sustained-release (SR) tablets are often easier to tolerate.',
      'Other groups include sulphonylureas such as glimepiride, which can cause low blood sugar if you skip meals; gliptins such as sitagliptin and teneligliptin; and SGLT2 inhibitors such as dapagliflozin, which make you pass more glucose in urine, so drink enough water and keep the genital area clean.',
      'Never stop or change a diabetes medicine on your own. Know the signs of low blood sugar (sweating, shaking, confusion, fast heartbeat) and keep glucose tablets or sugar with you.',
      "A home glucometer helps you and your doctor see how well treatment is working. Check the strips' expiry date and use the strips made for your meter.",
    ],
  },
];

export interface TestimonialSeed {
  name: string;
  city: string;
  rating: number;
  text: string;
}

export const TESTIMONIALS: readonly TestimonialSeed[] = [
  {
    name: 'Priya S. (illustrative)',
    city: 'Dwarka, New Delhi',
    rating: 5,
    text: "My father's BP medicines arrived in under 30 minutes from a pharmacy two sectors away. The pharmacist even called to confirm the prescription.",
  },
  {
    name: 'Rahul M. (illustrative)',
    city: 'Janakpuri, New Delhi',
    rating: 5,
    text: 'Ordered ORS and paracetamol at midnight when my son had a fever. Clear prices, no MRP games, quick delivery.',
  },
  {
    name: 'Ananya K. (illustrative)',
    city: 'Koramangala, Bengaluru',
    rating: 4,
    text: 'Loved seeing cheaper brands with the same salt. Saved almost 40% on my monthly diabetes medicines.',
  },
  {
    name: 'Farhan A. (illustrative)',
    city: 'Andheri West, Mumbai',
    rating: 5,
    text: 'Uploading the prescription was simple and the order was verified within minutes.',
  },
  {
    name: 'Lakshmi R. (illustrative)',
    city: 'Adyar, Chennai',
    rating: 4,
    text: 'Good packaging and the expiry dates were more than a year away. Will order again.',
  },
  {
    name: 'Sourav D. (illustrative)',
    city: 'Salt Lake, Kolkata',
    rating: 5,
    text: 'The store panel shows exactly where my order is. Refund for a missing strip came back to my UPI in two days.',
  },
  {
    name: 'Meera J. (illustrative)',
    city: 'Kothrud, Pune',
    rating: 4,
    text: 'Helpful that the app told me clearly which items needed a prescription before checkout.',
  },
];

export interface BannerSeed {
  title: string;
  subtitle: string;
  imageUrl: string;
  link: string;
}

export const BANNERS: readonly BannerSeed[] = [
  {
    // No minutes of its own (issue 40 §2): the header and checkout give the store's estimate.
    title: 'Medicines from a pharmacy near you',
    subtitle: 'From licensed partner pharmacies within 5 km of you (illustrative demo banner)',
    imageUrl: '/placeholder.svg',
    link: '/medicines',
  },
  {
    title: 'Upload your prescription',
    subtitle: 'A registered pharmacist verifies it before dispatch',
    imageUrl: '/placeholder.svg',
    link: '/upload-prescription',
  },
  {
    title: 'Same salt, smarter price',
    subtitle: 'Compare brands with identical composition on every product page',
    imageUrl: '/placeholder.svg',
    link: '/search?q=paracetamol',
  },
  {
    title: 'Diabetes care essentials',
    subtitle: 'Glucometers, strips and everyday medicines',
    imageUrl: '/placeholder.svg',
    link: '/medicines?category=diabetes',
  },
  {
    title: 'Own a pharmacy? Partner with us',
    subtitle: 'Join as a pharmacy partner and serve customers near you',
    imageUrl: '/placeholder.svg',
    link: '/pharmacy-partner',
  },
];
