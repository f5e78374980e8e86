// The demo catalogue: ~70 salts (with strengths), each sold under several brands.
//
// ILLUSTRATIVE DATA (source: "illustrative"). Brand names are the ones Indian shoppers search for
// or are invented to sound like them; manufacturers, MRPs and pack sizes are approximate and MUST
// NOT be used as real prices or regulatory facts. No npm/open dataset of Indian medicines with a
// clear licence exists (research/domain.md §5.3), so this list is hand-curated.
//
// Schedules follow research/domain.md §2.1 (H1 = 3rd-gen cephalosporins, newer quinolones, etc.).
// GST follows the 22 Sep 2025 rates (§2.5): medicines 5 %, devices 5 %, a life-saving drug 0 %,
// cosmetics/food-supplement HSNs 18 %. HSN 3004 = medicaments in measured doses.
import type { CategorySlug } from "./categories.js";

export type Schedule = "none" | "H" | "H1" | "X" | "NDPS";

/** [product name as printed, manufacturer, MRP in ₹, pack override]. */
export type BrandSeed = readonly [name: string, manufacturer: string, mrp: number, pack?: string];

export interface SaltGroup {
  salt: string;
  strength: string | null;
  form: string;
  pack: string;
  schedule: Schedule;
  category: CategorySlug;
  gst: 0 | 5 | 18;
  hsn: string;
  /** Only where the prescription need differs from the schedule (e.g. an OTC-sold scheduled drug). */
  rxRequired?: boolean;
  brands: readonly BrandSeed[];
}

const TAB = (n: number) => `strip of ${n} tablets`;
const CAP = (n: number) => `strip of ${n} capsules`;

export const SALT_GROUPS: readonly SaltGroup[] = [
  // ── Pain & fever ────────────────────────────────────────────────────────────────────────────
  {
    salt: "Paracetamol", strength: "650 mg", form: "Tablet", pack: TAB(15), schedule: "none", category: "pain-fever", gst: 5, hsn: "3004",
    brands: [
      ["Dolo 650 Tablet", "Micro Labs Ltd", 33.6],
      ["Calpol 650 Tablet", "GSK Pharmaceuticals Ltd", 30.9],
      ["Crocin 650 Tablet", "Haleon India", 33.5],
      ["Pacimol 650 Tablet", "Ipca Laboratories Ltd", 30.2],
      ["Paracip 650 Tablet", "Cipla Ltd", 28.5],
    ],
  },
  {
    salt: "Paracetamol", strength: "500 mg", form: "Tablet", pack: TAB(15), schedule: "none", category: "pain-fever", gst: 5, hsn: "3004",
    brands: [
      ["Crocin Advance Tablet", "Haleon India", 20.5, TAB(20)],
      ["Calpol 500 Tablet", "GSK Pharmaceuticals Ltd", 15.2],
      ["Pacimol 500 Tablet", "Ipca Laboratories Ltd", 14.1],
      ["Dolo 500 Tablet", "Micro Labs Ltd", 16.0],
      ["Paracip 500 Tablet", "Cipla Ltd", 12.8],
    ],
  },
  {
    salt: "Ibuprofen + Paracetamol", strength: "400 mg + 325 mg", form: "Tablet", pack: TAB(20), schedule: "H", category: "pain-fever", gst: 5, hsn: "3004",
    brands: [
      ["Combiflam Tablet", "Sanofi India Ltd", 45.3],
      ["Ibugesic Plus Tablet", "Cipla Ltd", 38.0],
      ["Flexon Tablet", "Aristo Pharmaceuticals Pvt Ltd", 34.9],
      ["Brufen Plus Tablet", "Abbott India Ltd", 41.2],
    ],
  },
  {
    salt: "Aceclofenac + Paracetamol", strength: "100 mg + 325 mg", form: "Tablet", pack: TAB(10), schedule: "H", category: "pain-fever", gst: 5, hsn: "3004",
    brands: [
      ["Zerodol-P Tablet", "Ipca Laboratories Ltd", 69.0],
      ["Hifenac-P Tablet", "Intas Pharmaceuticals Ltd", 65.4],
      ["Aceclo Plus Tablet", "Aristo Pharmaceuticals Pvt Ltd", 59.8],
      ["Dolokind Plus Tablet", "Mankind Pharma Ltd", 55.0],
      ["Acenac-P Tablet", "Medley Pharmaceuticals Ltd", 57.5],
    ],
  },
  {
    salt: "Diclofenac Diethylamine + Linseed Oil + Methyl Salicylate + Menthol", strength: "1.16% + 3% + 10% + 5%", form: "Gel", pack: "tube of 30 g", schedule: "none", category: "pain-fever", gst: 5, hsn: "3004",
    brands: [
      ["Volini Gel", "Sun Pharmaceutical Industries Ltd", 160.0],
      ["Omnigel", "Cipla Ltd", 139.0],
      ["Diclogesic Relief Gel", "Healwell Remedies (illustrative)", 118.0],
      ["Moveasy Pain Gel", "Nirogya Labs (illustrative)", 99.0],
    ],
  },
  {
    salt: "Diclofenac Sodium", strength: "50 mg", form: "Tablet", pack: TAB(10), schedule: "H", category: "pain-fever", gst: 5, hsn: "3004",
    brands: [
      ["Voveran 50 Tablet", "Dr. Reddy's Laboratories Ltd", 44.6],
      ["Dynapar 50 Tablet", "Troikaa Pharmaceuticals Ltd", 30.5],
      ["Diclomol 50 Tablet", "Win-Medicare Pvt Ltd", 28.0],
      ["Reactin 50 Tablet", "Cipla Ltd", 26.4],
    ],
  },
  {
    salt: "Tramadol", strength: "50 mg", form: "Capsule", pack: CAP(10), schedule: "NDPS", category: "pain-fever", gst: 5, hsn: "3004",
    brands: [
      ["Contramal 50 Capsule", "Abbott India Ltd", 78.0],
      ["Tramazac 50 Capsule", "Zydus Lifesciences Ltd", 65.5],
      ["Domadol 50 Capsule", "Nirogya Labs (illustrative)", 58.0],
    ],
  },
  // ── Antibiotics & anti-infectives ───────────────────────────────────────────────────────────
  {
    salt: "Azithromycin", strength: "500 mg", form: "Tablet", pack: TAB(3), schedule: "H", category: "antibiotics", gst: 5, hsn: "3004",
    brands: [
      ["Azithral 500 Tablet", "Alembic Pharmaceuticals Ltd", 119.5],
      ["Azee 500 Tablet", "Cipla Ltd", 116.0],
      ["Zithrox 500 Tablet", "Macleods Pharmaceuticals Pvt Ltd", 98.2],
      ["Azax 500 Tablet", "Sun Pharmaceutical Industries Ltd", 110.3],
      ["ATM 500 Tablet", "Indoco Remedies Ltd", 107.0],
    ],
  },
  {
    salt: "Amoxicillin + Clavulanic Acid", strength: "500 mg + 125 mg", form: "Tablet", pack: TAB(10), schedule: "H", category: "antibiotics", gst: 5, hsn: "3004",
    brands: [
      ["Augmentin 625 Duo Tablet", "GSK Pharmaceuticals Ltd", 223.4, TAB(10)],
      ["Clavam 625 Tablet", "Alkem Laboratories Ltd", 201.5],
      ["Moxclav 625 Tablet", "Sun Pharmaceutical Industries Ltd", 190.0],
      ["Amoxyclav 625 Tablet", "Abbott India Ltd", 198.6],
      ["Moxikind-CV 625 Tablet", "Mankind Pharma Ltd", 175.0],
    ],
  },
  {
    salt: "Amoxicillin", strength: "500 mg", form: "Capsule", pack: CAP(10), schedule: "H", category: "antibiotics", gst: 5, hsn: "3004",
    brands: [
      ["Mox 500 Capsule", "Sun Pharmaceutical Industries Ltd", 82.3],
      ["Novamox 500 Capsule", "Cipla Ltd", 79.0],
      ["Almox 500 Capsule", "Alkem Laboratories Ltd", 75.6],
      ["Amoxykind 500 Capsule", "Mankind Pharma Ltd", 62.0],
    ],
  },
  {
    salt: "Cefixime", strength: "200 mg", form: "Tablet", pack: TAB(10), schedule: "H1", category: "antibiotics", gst: 5, hsn: "3004",
    brands: [
      ["Taxim-O 200 Tablet", "Alkem Laboratories Ltd", 109.0],
      ["Zifi 200 Tablet", "FDC Ltd", 105.5],
      ["Mahacef 200 Tablet", "Mankind Pharma Ltd", 98.0],
      ["Topcef 200 Tablet", "Lupin Ltd", 112.4],
      ["Cefolac 200 Tablet", "Nirogya Labs (illustrative)", 89.0],
    ],
  },
  {
    salt: "Ciprofloxacin", strength: "500 mg", form: "Tablet", pack: TAB(10), schedule: "H", category: "antibiotics", gst: 5, hsn: "3004",
    brands: [
      ["Ciplox 500 Tablet", "Cipla Ltd", 31.5],
      ["Cifran 500 Tablet", "Sun Pharmaceutical Industries Ltd", 33.2],
      ["Ciprobid 500 Tablet", "Zydus Lifesciences Ltd", 29.8],
      ["Cipromed 500 Tablet", "Healwell Remedies (illustrative)", 24.0],
    ],
  },
  {
    salt: "Levofloxacin", strength: "500 mg", form: "Tablet", pack: TAB(5), schedule: "H1", category: "antibiotics", gst: 5, hsn: "3004",
    brands: [
      ["Levoflox 500 Tablet", "Cipla Ltd", 92.0],
      ["Glevo 500 Tablet", "Glenmark Pharmaceuticals Ltd", 88.5],
      ["Levomac 500 Tablet", "Macleods Pharmaceuticals Pvt Ltd", 75.0],
      ["Loxof 500 Tablet", "Sun Pharmaceutical Industries Ltd", 84.2],
    ],
  },
  {
    salt: "Doxycycline", strength: "100 mg", form: "Capsule", pack: CAP(10), schedule: "H", category: "antibiotics", gst: 5, hsn: "3004",
    brands: [
      ["Doxicip 100 Capsule", "Cipla Ltd", 56.0],
      ["Microdox 100 Capsule", "Micro Labs Ltd", 49.5],
      ["Doxyheal 100 Capsule", "Healwell Remedies (illustrative)", 42.0],
    ],
  },
  {
    salt: "Metronidazole", strength: "400 mg", form: "Tablet", pack: TAB(15), schedule: "H", category: "antibiotics", gst: 5, hsn: "3004",
    brands: [
      ["Flagyl 400 Tablet", "Abbott India Ltd", 22.6],
      ["Metrogyl 400 Tablet", "J B Chemicals & Pharmaceuticals Ltd", 20.1],
      ["Aristogyl 400 Tablet", "Aristo Pharmaceuticals Pvt Ltd", 18.4],
      ["Metron 400 Tablet", "Nirogya Labs (illustrative)", 15.0],
    ],
  },
  {
    salt: "Ofloxacin + Ornidazole", strength: "200 mg + 500 mg", form: "Tablet", pack: TAB(10), schedule: "H", category: "antibiotics", gst: 5, hsn: "3004",
    brands: [
      ["O2 Tablet", "Medley Pharmaceuticals Ltd", 98.0],
      ["Oflomac-OZ Tablet", "Macleods Pharmaceuticals Pvt Ltd", 86.5],
      ["Zanocin-OZ Tablet", "Sun Pharmaceutical Industries Ltd", 92.7],
      ["Oflokind-OZ Tablet", "Mankind Pharma Ltd", 79.0],
    ],
  },
  {
    salt: "Fluconazole", strength: "150 mg", form: "Tablet", pack: "strip of 1 tablet", schedule: "H", category: "antibiotics", gst: 5, hsn: "3004",
    brands: [
      ["Forcan 150 Tablet", "Cipla Ltd", 20.3],
      ["Zocon 150 Tablet", "FDC Ltd", 19.6],
      ["Syscan 150 Tablet", "Systopic Laboratories Pvt Ltd", 18.0],
      ["Flucokind 150 Tablet", "Mankind Pharma Ltd", 16.5],
    ],
  },
  // ── Diabetes ────────────────────────────────────────────────────────────────────────────────
  {
    salt: "Metformin", strength: "500 mg", form: "Tablet SR", pack: TAB(20), schedule: "H", category: "diabetes", gst: 5, hsn: "3004",
    brands: [
      ["Glycomet 500 SR Tablet", "USV Pvt Ltd", 35.0],
      ["Glyciphage SR 500 Tablet", "Franco-Indian Pharmaceuticals Pvt Ltd", 30.5],
      ["Obimet SR 500 Tablet", "Abbott India Ltd", 28.7],
      ["Gluconorm SR 500 Tablet", "Lupin Ltd", 31.0],
      ["Metkind SR 500 Tablet", "Mankind Pharma Ltd", 24.9],
    ],
  },
  {
    salt: "Metformin", strength: "1000 mg", form: "Tablet SR", pack: TAB(15), schedule: "H", category: "diabetes", gst: 5, hsn: "3004",
    brands: [
      ["Glycomet 1gm SR Tablet", "USV Pvt Ltd", 60.5],
      ["Glyciphage SR 1gm Tablet", "Franco-Indian Pharmaceuticals Pvt Ltd", 55.0],
      ["Obimet SR 1gm Tablet", "Abbott India Ltd", 52.4],
      ["Metkind SR 1000 Tablet", "Mankind Pharma Ltd", 44.0],
    ],
  },
  {
    salt: "Glimepiride + Metformin", strength: "1 mg + 500 mg", form: "Tablet", pack: TAB(15), schedule: "H", category: "diabetes", gst: 5, hsn: "3004",
    brands: [
      ["Glycomet-GP 1 Tablet", "USV Pvt Ltd", 118.0],
      ["Gemer 1 Tablet", "Sun Pharmaceutical Industries Ltd", 110.5],
      ["Zoryl-M 1 Tablet", "Intas Pharmaceuticals Ltd", 112.0],
      ["Glimestar-M 1 Tablet", "Mankind Pharma Ltd", 84.0],
      ["Glimisave-M 1 Tablet", "Eris Lifesciences Ltd", 98.0],
    ],
  },
  {
    salt: "Glimepiride", strength: "2 mg", form: "Tablet", pack: TAB(10), schedule: "H", category: "diabetes", gst: 5, hsn: "3004",
    brands: [
      ["Amaryl 2 Tablet", "Sanofi India Ltd", 182.0],
      ["Zoryl 2 Tablet", "Intas Pharmaceuticals Ltd", 95.5],
      ["Glimestar 2 Tablet", "Mankind Pharma Ltd", 79.0],
      ["Glimisave 2 Tablet", "Eris Lifesciences Ltd", 88.0],
    ],
  },
  {
    salt: "Sitagliptin", strength: "100 mg", form: "Tablet", pack: TAB(10), schedule: "H", category: "diabetes", gst: 5, hsn: "3004",
    brands: [
      ["Januvia 100 Tablet", "MSD Pharmaceuticals Pvt Ltd", 430.0, "strip of 7 tablets"],
      ["Istavel 100 Tablet", "Sun Pharmaceutical Industries Ltd", 265.0],
      ["Zita 100 Tablet", "Glenmark Pharmaceuticals Ltd", 199.0],
      ["Sitacip 100 Tablet", "Cipla Ltd", 185.0],
    ],
  },
  {
    salt: "Vildagliptin + Metformin", strength: "50 mg + 500 mg", form: "Tablet", pack: TAB(15), schedule: "H", category: "diabetes", gst: 5, hsn: "3004",
    brands: [
      ["Galvus Met 50/500 Tablet", "Novartis India Ltd", 398.0],
      ["Jalra-M 50/500 Tablet", "USV Pvt Ltd", 285.0],
      ["Zomelis Met 50/500 Tablet", "Sun Pharmaceutical Industries Ltd", 255.0],
      ["Vysov-M 50/500 Tablet", "Mankind Pharma Ltd", 160.0],
    ],
  },
  {
    salt: "Teneligliptin", strength: "20 mg", form: "Tablet", pack: TAB(15), schedule: "H", category: "diabetes", gst: 5, hsn: "3004",
    brands: [
      ["Tenepride 20 Tablet", "Glenmark Pharmaceuticals Ltd", 150.0],
      ["Dynaglipt 20 Tablet", "Mankind Pharma Ltd", 118.0],
      ["Teneza 20 Tablet", "Healwell Remedies (illustrative)", 99.0],
    ],
  },
  {
    salt: "Dapagliflozin", strength: "10 mg", form: "Tablet", pack: TAB(14), schedule: "H", category: "diabetes", gst: 5, hsn: "3004",
    brands: [
      ["Forxiga 10 Tablet", "AstraZeneca Pharma India Ltd", 545.0],
      ["Oxra 10 Tablet", "Sun Pharmaceutical Industries Ltd", 298.0],
      ["Gledepa 10 Tablet", "Glenmark Pharmaceuticals Ltd", 199.0],
      ["Dapakind 10 Tablet", "Mankind Pharma Ltd", 165.0],
    ],
  },
  // ── Heart & blood pressure ──────────────────────────────────────────────────────────────────
  {
    salt: "Telmisartan", strength: "40 mg", form: "Tablet", pack: TAB(15), schedule: "H", category: "cardiac", gst: 5, hsn: "3004",
    brands: [
      ["Telma 40 Tablet", "Glenmark Pharmaceuticals Ltd", 129.5],
      ["Telmikind 40 Tablet", "Mankind Pharma Ltd", 58.0],
      ["Telsartan 40 Tablet", "Dr. Reddy's Laboratories Ltd", 98.4],
      ["Tazloc 40 Tablet", "USV Pvt Ltd", 92.0],
      ["Cresar 40 Tablet", "Cipla Ltd", 88.6],
    ],
  },
  {
    salt: "Telmisartan + Hydrochlorothiazide", strength: "40 mg + 12.5 mg", form: "Tablet", pack: TAB(15), schedule: "H", category: "cardiac", gst: 5, hsn: "3004",
    brands: [
      ["Telma-H Tablet", "Glenmark Pharmaceuticals Ltd", 165.0],
      ["Telsartan-H Tablet", "Dr. Reddy's Laboratories Ltd", 128.0],
      ["Telmikind-H Tablet", "Mankind Pharma Ltd", 79.0],
      ["Tazloc-H Tablet", "USV Pvt Ltd", 118.5],
    ],
  },
  {
    salt: "Amlodipine", strength: "5 mg", form: "Tablet", pack: TAB(15), schedule: "H", category: "cardiac", gst: 5, hsn: "3004",
    brands: [
      ["Amlong 5 Tablet", "Micro Labs Ltd", 48.0],
      ["Amlopres 5 Tablet", "Cipla Ltd", 45.5],
      ["Stamlo 5 Tablet", "Dr. Reddy's Laboratories Ltd", 52.0],
      ["Amlokind 5 Tablet", "Mankind Pharma Ltd", 22.0],
      ["Amlodac 5 Tablet", "Zydus Lifesciences Ltd", 40.0],
    ],
  },
  {
    salt: "Atorvastatin", strength: "10 mg", form: "Tablet", pack: TAB(15), schedule: "H", category: "cardiac", gst: 5, hsn: "3004",
    brands: [
      ["Atorva 10 Tablet", "Zydus Lifesciences Ltd", 98.0],
      ["Storvas 10 Tablet", "Sun Pharmaceutical Industries Ltd", 92.5],
      ["Tonact 10 Tablet", "Lupin Ltd", 89.0],
      ["Lipicure 10 Tablet", "Intas Pharmaceuticals Ltd", 84.5],
      ["Atorkind 10 Tablet", "Mankind Pharma Ltd", 45.0],
    ],
  },
  {
    salt: "Rosuvastatin", strength: "10 mg", form: "Tablet", pack: TAB(15), schedule: "H", category: "cardiac", gst: 5, hsn: "3004",
    brands: [
      ["Rosuvas 10 Tablet", "Sun Pharmaceutical Industries Ltd", 265.0],
      ["Crestor 10 Tablet", "AstraZeneca Pharma India Ltd", 310.0, "strip of 14 tablets"],
      ["Rozavel 10 Tablet", "Sun Pharmaceutical Industries Ltd", 240.0],
      ["Novastat 10 Tablet", "Lupin Ltd", 215.0],
      ["Rosukind 10 Tablet", "Mankind Pharma Ltd", 110.0],
    ],
  },
  {
    salt: "Aspirin", strength: "75 mg", form: "Tablet EC", pack: TAB(14), schedule: "none", category: "cardiac", gst: 5, hsn: "3004",
    brands: [
      ["Ecosprin 75 Tablet", "USV Pvt Ltd", 5.6],
      ["Loprin 75 Tablet", "Torrent Pharmaceuticals Ltd", 6.2],
      ["Delisprin 75 Tablet", "Healwell Remedies (illustrative)", 5.0],
    ],
  },
  {
    salt: "Clopidogrel", strength: "75 mg", form: "Tablet", pack: TAB(15), schedule: "H", category: "cardiac", gst: 5, hsn: "3004",
    brands: [
      ["Clopilet 75 Tablet", "Sun Pharmaceutical Industries Ltd", 118.0],
      ["Deplatt 75 Tablet", "Torrent Pharmaceuticals Ltd", 112.0],
      ["Clopitab 75 Tablet", "Lupin Ltd", 108.5],
      ["Plavix 75 Tablet", "Sanofi India Ltd", 195.0, TAB(14)],
    ],
  },
  {
    salt: "Metoprolol Succinate", strength: "50 mg", form: "Tablet ER", pack: TAB(15), schedule: "H", category: "cardiac", gst: 5, hsn: "3004",
    brands: [
      ["Metolar XR 50 Tablet", "Cipla Ltd", 112.0],
      ["Met XL 50 Tablet", "Ajanta Pharma Ltd", 98.0],
      ["Seloken XL 50 Tablet", "AstraZeneca Pharma India Ltd", 135.0],
      ["Starpress XL 50 Tablet", "Sun Pharmaceutical Industries Ltd", 104.0],
    ],
  },
  {
    salt: "Losartan", strength: "50 mg", form: "Tablet", pack: TAB(15), schedule: "H", category: "cardiac", gst: 5, hsn: "3004",
    brands: [
      ["Losar 50 Tablet", "Unichem Laboratories Ltd", 82.0],
      ["Repace 50 Tablet", "Sun Pharmaceutical Industries Ltd", 86.5],
      ["Losacar 50 Tablet", "Zydus Lifesciences Ltd", 79.0],
      ["Covance 50 Tablet", "Ranbaxy (Sun Pharma)", 74.0],
    ],
  },
  // ── Digestive health ────────────────────────────────────────────────────────────────────────
  {
    salt: "Pantoprazole", strength: "40 mg", form: "Tablet", pack: TAB(15), schedule: "H", category: "gastro", gst: 5, hsn: "3004",
    brands: [
      ["Pan 40 Tablet", "Alkem Laboratories Ltd", 155.0],
      ["Pantocid 40 Tablet", "Sun Pharmaceutical Industries Ltd", 149.5],
      ["Pantop 40 Tablet", "Aristo Pharmaceuticals Pvt Ltd", 118.0],
      ["Pantodac 40 Tablet", "Zydus Lifesciences Ltd", 130.0],
      ["Pantakind 40 Tablet", "Mankind Pharma Ltd", 78.0],
    ],
  },
  {
    salt: "Pantoprazole + Domperidone", strength: "40 mg + 30 mg", form: "Capsule SR", pack: CAP(15), schedule: "H", category: "gastro", gst: 5, hsn: "3004",
    brands: [
      ["Pan-D Capsule", "Alkem Laboratories Ltd", 219.0],
      ["Pantocid-DSR Capsule", "Sun Pharmaceutical Industries Ltd", 212.0],
      ["Pantop-D Capsule", "Aristo Pharmaceuticals Pvt Ltd", 175.0],
      ["Pantodac-DSR Capsule", "Zydus Lifesciences Ltd", 189.0],
    ],
  },
  {
    salt: "Rabeprazole", strength: "20 mg", form: "Tablet", pack: TAB(15), schedule: "H", category: "gastro", gst: 5, hsn: "3004",
    brands: [
      ["Razo 20 Tablet", "Dr. Reddy's Laboratories Ltd", 168.0],
      ["Rablet 20 Tablet", "Lupin Ltd", 159.0],
      ["Rabicip 20 Tablet", "Cipla Ltd", 142.5],
      ["Happi 20 Tablet", "Zydus Lifesciences Ltd", 150.0],
    ],
  },
  {
    salt: "Omeprazole", strength: "20 mg", form: "Capsule", pack: CAP(15), schedule: "H", category: "gastro", gst: 5, hsn: "3004",
    brands: [
      ["Omez 20 Capsule", "Dr. Reddy's Laboratories Ltd", 62.0],
      ["Ocid 20 Capsule", "Zydus Lifesciences Ltd", 58.5],
      ["Omee 20 Capsule", "Alkem Laboratories Ltd", 49.0],
      ["Lomac 20 Capsule", "Cipla Ltd", 52.0],
    ],
  },
  {
    salt: "Ondansetron", strength: "4 mg", form: "Tablet MD", pack: TAB(10), schedule: "H", category: "gastro", gst: 5, hsn: "3004",
    brands: [
      ["Emeset 4 Tablet", "Cipla Ltd", 55.0],
      ["Ondem 4 Tablet", "Alkem Laboratories Ltd", 57.5],
      ["Vomikind 4 Tablet", "Mankind Pharma Ltd", 39.0],
      ["Zofer 4 Tablet", "Sun Pharmaceutical Industries Ltd", 61.0],
    ],
  },
  {
    salt: "Oral Rehydration Salts (WHO formula)", strength: "21.8 g", form: "Sachet", pack: "sachet of 21.8 g", schedule: "none", category: "gastro", gst: 5, hsn: "3004",
    brands: [
      ["Electral Powder", "FDC Ltd", 22.0],
      ["Prolyte ORS Powder", "Cipla Ltd", 21.0],
      ["Walyte ORS Powder", "Healwell Remedies (illustrative)", 18.0],
      ["Enerlyte ORS Powder", "Nirogya Labs (illustrative)", 19.5],
    ],
  },
  {
    salt: "Aluminium Hydroxide + Magnesium Hydroxide + Simethicone", strength: "250 mg + 250 mg + 50 mg", form: "Oral Suspension", pack: "bottle of 200 ml", schedule: "none", category: "gastro", gst: 5, hsn: "3004",
    brands: [
      ["Digene Gel Mint", "Abbott India Ltd", 165.0],
      ["Gelusil MPS Liquid", "Pfizer Ltd", 138.0],
      ["Acidin Gel", "Healwell Remedies (illustrative)", 110.0],
      ["Antaci Gel", "Nirogya Labs (illustrative)", 99.0],
    ],
  },
  {
    salt: "Lactulose", strength: "10 g/15 ml", form: "Oral Solution", pack: "bottle of 200 ml", schedule: "none", category: "gastro", gst: 5, hsn: "3004",
    brands: [
      ["Duphalac Oral Solution", "Abbott India Ltd", 290.0],
      ["Looz Oral Solution", "Dr. Reddy's Laboratories Ltd", 235.0],
      ["Lactifiber Oral Solution", "Healwell Remedies (illustrative)", 199.0],
    ],
  },
  {
    salt: "Lactic Acid Bacillus", strength: "60 million spores", form: "Capsule", pack: CAP(10), schedule: "none", category: "gastro", gst: 5, hsn: "3004",
    brands: [
      ["Sporlac Capsule", "Sanzyme Pvt Ltd", 72.0],
      ["Lacbon Capsule", "Healwell Remedies (illustrative)", 58.0],
      ["Probilac Capsule", "Nirogya Labs (illustrative)", 55.0],
    ],
  },
  // ── Cold, cough & allergy ───────────────────────────────────────────────────────────────────
  {
    salt: "Fexofenadine", strength: "120 mg", form: "Tablet", pack: TAB(10), schedule: "H", category: "respiratory-allergy", gst: 5, hsn: "3004",
    brands: [
      ["Allegra 120 Tablet", "Sanofi India Ltd", 223.0],
      ["Fexova 120 Tablet", "Healwell Remedies (illustrative)", 125.0],
      ["Altiva 120 Tablet", "Torrent Pharmaceuticals Ltd", 175.0],
      ["Fexo 120 Tablet", "Cipla Ltd", 162.0],
    ],
  },
  {
    salt: "Cetirizine", strength: "10 mg", form: "Tablet", pack: TAB(10), schedule: "none", category: "respiratory-allergy", gst: 5, hsn: "3004",
    brands: [
      ["Okacet 10 Tablet", "Cipla Ltd", 18.5],
      ["Cetzine 10 Tablet", "Dr. Reddy's Laboratories Ltd", 22.0],
      ["Alerid 10 Tablet", "Cipla Ltd", 17.9],
      ["Zyrtec 10 Tablet", "UCB India Pvt Ltd", 36.0],
    ],
  },
  {
    salt: "Levocetirizine", strength: "5 mg", form: "Tablet", pack: TAB(10), schedule: "H", category: "respiratory-allergy", gst: 5, hsn: "3004",
    brands: [
      ["Levocet 5 Tablet", "Hetero Healthcare Ltd", 42.0],
      ["Xyzal 5 Tablet", "Dr. Reddy's Laboratories Ltd", 68.0],
      ["Teczine 5 Tablet", "Sun Pharmaceutical Industries Ltd", 58.0],
      ["Lecope 5 Tablet", "Mankind Pharma Ltd", 35.0],
    ],
  },
  {
    salt: "Levocetirizine + Montelukast", strength: "5 mg + 10 mg", form: "Tablet", pack: TAB(10), schedule: "H", category: "respiratory-allergy", gst: 5, hsn: "3004",
    brands: [
      ["Montair-LC Tablet", "Cipla Ltd", 198.0],
      ["Montek-LC Tablet", "Sun Pharmaceutical Industries Ltd", 185.0],
      ["Telekast-L Tablet", "Lupin Ltd", 176.0],
      ["Montemac-L Tablet", "Macleods Pharmaceuticals Pvt Ltd", 150.0],
      ["Lecope-M Tablet", "Mankind Pharma Ltd", 120.0],
    ],
  },
  {
    salt: "Salbutamol", strength: "100 mcg/dose", form: "Inhaler", pack: "inhaler of 200 doses", schedule: "H", category: "respiratory-allergy", gst: 5, hsn: "3004",
    brands: [
      ["Asthalin 100 Inhaler", "Cipla Ltd", 150.0],
      ["Ventorlin Inhaler", "GSK Pharmaceuticals Ltd", 168.0],
      ["Salbair Inhaler", "Lupin Ltd", 139.0],
    ],
  },
  {
    salt: "Budesonide + Formoterol", strength: "200 mcg + 6 mcg", form: "Rotacap", pack: "pack of 30 rotacaps", schedule: "H", category: "respiratory-allergy", gst: 5, hsn: "3004",
    brands: [
      ["Foracort 200 Rotacap", "Cipla Ltd", 265.0],
      ["Budamate 200 Rotacap", "Lupin Ltd", 240.0],
      ["Combihale FB 200 Rotacap", "Dr. Reddy's Laboratories Ltd", 228.0],
    ],
  },
  {
    salt: "Ambroxol + Levosalbutamol + Guaifenesin", strength: "30 mg + 1 mg + 50 mg", form: "Syrup", pack: "bottle of 100 ml", schedule: "H", category: "respiratory-allergy", gst: 5, hsn: "3004",
    brands: [
      ["Ascoril LS Syrup", "Glenmark Pharmaceuticals Ltd", 118.0],
      ["Asthakind-LS Syrup", "Mankind Pharma Ltd", 96.0],
      ["Grilinctus-LS Syrup", "Franco-Indian Pharmaceuticals Pvt Ltd", 104.0],
      ["Solvin LS Syrup", "Healwell Remedies (illustrative)", 88.0],
    ],
  },
  {
    salt: "Xylometazoline", strength: "0.1% w/v", form: "Nasal Spray", pack: "bottle of 10 ml", schedule: "none", category: "respiratory-allergy", gst: 5, hsn: "3004",
    brands: [
      ["Otrivin Adult Nasal Spray", "Haleon India", 115.0],
      ["Nasivion Adult Nasal Spray", "P&G Health Ltd", 99.0],
      ["Xylomist Nasal Spray", "Nirogya Labs (illustrative)", 72.0],
    ],
  },
  {
    salt: "Paracetamol + Phenylephrine + Chlorpheniramine", strength: "325 mg + 5 mg + 2 mg", form: "Tablet", pack: TAB(10), schedule: "none", category: "respiratory-allergy", gst: 5, hsn: "3004",
    brands: [
      ["Cheston Cold Tablet", "Cipla Ltd", 49.0],
      ["Sinarest New Tablet", "Centaur Pharmaceuticals Pvt Ltd", 56.0],
      ["Coldact Tablet", "Healwell Remedies (illustrative)", 42.0],
      ["Nasomol Cold Tablet", "Nirogya Labs (illustrative)", 39.0],
    ],
  },
  // ── Vitamins & supplements ──────────────────────────────────────────────────────────────────
  {
    salt: "Calcium Carbonate + Vitamin D3", strength: "500 mg + 250 IU", form: "Tablet", pack: TAB(15), schedule: "none", category: "vitamins-supplements", gst: 5, hsn: "3004",
    brands: [
      ["Shelcal 500 Tablet", "Torrent Pharmaceuticals Ltd", 118.0],
      ["Cipcal 500 Tablet", "Cipla Ltd", 99.0],
      ["Calcimax 500 Tablet", "Meyer Organics Pvt Ltd", 132.0],
      ["Calshine 500 Tablet", "Healwell Remedies (illustrative)", 82.0],
    ],
  },
  {
    salt: "Cholecalciferol (Vitamin D3)", strength: "60000 IU", form: "Capsule", pack: "strip of 4 capsules", schedule: "none", category: "vitamins-supplements", gst: 5, hsn: "3004",
    brands: [
      ["Uprise-D3 60K Capsule", "Alkem Laboratories Ltd", 128.0],
      ["D-Rise 60K Capsule", "USV Pvt Ltd", 120.0],
      ["Tayo 60K Capsule", "Eris Lifesciences Ltd", 132.0],
      ["D3 Must 60K Capsule", "Mankind Pharma Ltd", 98.0],
    ],
  },
  {
    salt: "Vitamin B Complex + Vitamin C", strength: null, form: "Capsule", pack: CAP(20), schedule: "none", category: "vitamins-supplements", gst: 5, hsn: "3004",
    brands: [
      ["Becosules Capsule", "Pfizer Ltd", 47.5],
      ["Polybion Capsule", "P&G Health Ltd", 38.0],
      ["Beplex Forte Capsule", "Healwell Remedies (illustrative)", 32.0],
      ["Bevicom C Capsule", "Nirogya Labs (illustrative)", 29.0],
    ],
  },
  {
    salt: "Methylcobalamin", strength: "1500 mcg", form: "Tablet", pack: TAB(10), schedule: "none", category: "vitamins-supplements", gst: 5, hsn: "3004",
    brands: [
      ["Nurokind-OD Tablet", "Mankind Pharma Ltd", 112.0],
      ["Mecobal-OD Tablet", "Healwell Remedies (illustrative)", 128.0],
      ["Methycobal 1500 Tablet", "Nirogya Labs (illustrative)", 140.0],
    ],
  },
  {
    salt: "Multivitamin + Multimineral", strength: null, form: "Tablet", pack: TAB(15), schedule: "none", category: "vitamins-supplements", gst: 18, hsn: "2106",
    brands: [
      ["Zincovit Tablet", "Apex Laboratories Pvt Ltd", 110.0],
      ["A to Z NS Tablet", "Alkem Laboratories Ltd", 118.0],
      ["Supradyn Daily Tablet", "Bayer Pharmaceuticals Pvt Ltd", 70.0],
      ["Revital H Capsule", "Sun Pharmaceutical Industries Ltd", 330.0, "bottle of 30 capsules"],
    ],
  },
  // ── Skin care ───────────────────────────────────────────────────────────────────────────────
  {
    salt: "Clotrimazole", strength: "1% w/w", form: "Cream", pack: "tube of 15 g", schedule: "none", category: "skin-care", gst: 5, hsn: "3004",
    brands: [
      ["Candid Cream", "Glenmark Pharmaceuticals Ltd", 96.0],
      ["Clocip Cream", "Cipla Ltd", 82.0],
      ["Canesten Cream", "Bayer Pharmaceuticals Pvt Ltd", 105.0],
      ["Surfaz Cream", "Franco-Indian Pharmaceuticals Pvt Ltd", 74.0],
    ],
  },
  {
    salt: "Mupirocin", strength: "2% w/w", form: "Ointment", pack: "tube of 5 g", schedule: "H", category: "skin-care", gst: 5, hsn: "3004",
    brands: [
      ["T-Bact Ointment", "GSK Pharmaceuticals Ltd", 162.0],
      ["Supirocin Ointment", "Glenmark Pharmaceuticals Ltd", 135.0],
      ["Mupimet Ointment", "Healwell Remedies (illustrative)", 98.0],
    ],
  },
  {
    salt: "Ketoconazole", strength: "2% w/v", form: "Shampoo", pack: "bottle of 100 ml", schedule: "none", category: "skin-care", gst: 5, hsn: "3004",
    brands: [
      ["Nizral Shampoo", "Janssen (J&J)", 360.0],
      ["Ketoheal Shampoo", "Healwell Remedies (illustrative)", 245.0],
      ["Kenz Shampoo", "Nirogya Labs (illustrative)", 225.0],
    ],
  },
  {
    salt: "Calamine + Zinc Oxide", strength: "8% + 8%", form: "Lotion", pack: "bottle of 100 ml", schedule: "none", category: "skin-care", gst: 5, hsn: "3004",
    brands: [
      ["Caladryl Lotion", "Piramal Pharma Ltd", 125.0],
      ["Calamine Lotion IP", "Healwell Remedies (illustrative)", 62.0],
      ["Calosoft Lotion", "Nirogya Labs (illustrative)", 78.0],
    ],
  },
  {
    salt: "Moisturising Cream (non-medicated)", strength: null, form: "Cream", pack: "jar of 100 g", schedule: "none", category: "skin-care", gst: 18, hsn: "3304",
    brands: [
      ["Cetaphil Moisturising Cream", "Galderma India Pvt Ltd", 530.0],
      ["Venusia Max Cream", "Dr. Reddy's Laboratories Ltd", 395.0],
      ["Physiogel Daily Moisture Therapy Cream", "Stiefel (GSK)", 620.0],
    ],
  },
  {
    salt: "Permethrin", strength: "5% w/w", form: "Cream", pack: "tube of 30 g", schedule: "H", category: "skin-care", gst: 5, hsn: "3004",
    brands: [
      ["Permite Cream", "Glenmark Pharmaceuticals Ltd", 150.0],
      ["Scaboma Cream", "Healwell Remedies (illustrative)", 110.0],
      ["Perlice Cream", "Nirogya Labs (illustrative)", 98.0],
    ],
  },
  {
    salt: "Adapalene", strength: "0.1% w/w", form: "Gel", pack: "tube of 15 g", schedule: "H", category: "skin-care", gst: 5, hsn: "3004",
    brands: [
      ["Adaferin Gel", "Galderma India Pvt Ltd", 399.0],
      ["Adapen Gel", "Healwell Remedies (illustrative)", 185.0],
      ["Acnelyte Gel", "Nirogya Labs (illustrative)", 165.0],
    ],
  },
  // ── Women's health ──────────────────────────────────────────────────────────────────────────
  {
    salt: "Mefenamic Acid + Dicyclomine", strength: "250 mg + 10 mg", form: "Tablet", pack: TAB(10), schedule: "H", category: "womens-health", gst: 5, hsn: "3004",
    brands: [
      ["Meftal-Spas Tablet", "Blue Cross Laboratories Pvt Ltd", 48.5],
      ["Cyclopam-MF Tablet", "Indoco Remedies Ltd", 45.0],
      ["Mefkind-Spas Tablet", "Mankind Pharma Ltd", 36.0],
      ["Spasmef Tablet", "Healwell Remedies (illustrative)", 32.0],
    ],
  },
  {
    salt: "Ferrous Ascorbate + Folic Acid", strength: "100 mg + 1.5 mg", form: "Tablet", pack: TAB(10), schedule: "none", category: "womens-health", gst: 5, hsn: "3004",
    brands: [
      ["Orofer XT Tablet", "Emcure Pharmaceuticals Ltd", 195.0],
      ["Livogen XT Tablet", "P&G Health Ltd", 165.0],
      ["Ferikind XT Tablet", "Mankind Pharma Ltd", 120.0],
      ["Fefol XT Tablet", "Healwell Remedies (illustrative)", 110.0],
    ],
  },
  {
    salt: "Levonorgestrel", strength: "1.5 mg", form: "Tablet", pack: "strip of 1 tablet", schedule: "none", category: "womens-health", gst: 5, hsn: "3004",
    brands: [
      ["i-pill Tablet", "Piramal Pharma Ltd", 110.0],
      ["Unwanted-72 Tablet", "Mankind Pharma Ltd", 99.0],
      ["Ezy Pill Tablet", "Healwell Remedies (illustrative)", 85.0],
    ],
  },
  {
    salt: "Folic Acid", strength: "5 mg", form: "Tablet", pack: TAB(30), schedule: "none", category: "womens-health", gst: 5, hsn: "3004",
    brands: [
      ["Folvite 5 Tablet", "Pfizer Ltd", 60.0],
      ["Fol-5 Tablet", "Healwell Remedies (illustrative)", 38.0],
      ["Folinext 5 Tablet", "Nirogya Labs (illustrative)", 42.0],
    ],
  },
  // ── Eye & ear ───────────────────────────────────────────────────────────────────────────────
  {
    salt: "Carboxymethylcellulose", strength: "0.5% w/v", form: "Eye Drops", pack: "bottle of 10 ml", schedule: "none", category: "eye-ear", gst: 5, hsn: "3004",
    brands: [
      ["Refresh Tears Eye Drops", "Allergan India Pvt Ltd", 148.0],
      ["Lubrex Eye Drops", "FDC Ltd", 118.0],
      ["Tearsol Eye Drops", "Healwell Remedies (illustrative)", 92.0],
      ["I-Lube Eye Drops", "Nirogya Labs (illustrative)", 88.0],
    ],
  },
  {
    salt: "Moxifloxacin", strength: "0.5% w/v", form: "Eye Drops", pack: "bottle of 5 ml", schedule: "H1", category: "eye-ear", gst: 5, hsn: "3004",
    brands: [
      ["Vigamox Eye Drops", "Novartis India Ltd", 215.0],
      ["Moxicip Eye Drops", "Cipla Ltd", 122.0],
      ["Milflox Eye Drops", "Sun Pharmaceutical Industries Ltd", 128.0],
      ["Apdrops Moxi Eye Drops", "Ajanta Pharma Ltd", 110.0],
    ],
  },
  {
    salt: "Ciprofloxacin", strength: "0.3% w/v", form: "Eye/Ear Drops", pack: "bottle of 10 ml", schedule: "H", category: "eye-ear", gst: 5, hsn: "3004",
    brands: [
      ["Ciplox Eye/Ear Drops", "Cipla Ltd", 21.5],
      ["Cifran Eye/Ear Drops", "Sun Pharmaceutical Industries Ltd", 23.0],
      ["Ciprodrop Eye/Ear Drops", "Healwell Remedies (illustrative)", 18.0],
    ],
  },
  {
    salt: "Paradichlorobenzene + Benzocaine + Chlorbutol + Turpentine Oil", strength: "2% + 2.7% + 5% + 15%", form: "Ear Drops", pack: "bottle of 10 ml", schedule: "none", category: "eye-ear", gst: 5, hsn: "3004",
    brands: [
      ["Waxolve Ear Drops", "Dr. Reddy's Laboratories Ltd", 95.0],
      ["Soliwax Ear Drops", "Healwell Remedies (illustrative)", 82.0],
      ["Clearwax Ear Drops", "Nirogya Labs (illustrative)", 76.0],
    ],
  },
  // ── Devices (GST 5 % from 22 Sep 2025) ──────────────────────────────────────────────────────
  {
    salt: "Digital Clinical Thermometer", strength: null, form: "Device", pack: "1 unit", schedule: "none", category: "devices", gst: 5, hsn: "9025",
    brands: [
      ["Dr Trust Digital Thermometer", "Nureca Ltd", 299.0],
      ["Omron MC-246 Digital Thermometer", "Omron Healthcare India", 350.0],
      ["Hicks DT-101 Digital Thermometer", "Hicks Thermometers India Ltd", 275.0],
      ["Healwell Flex Digital Thermometer", "Healwell Remedies (illustrative)", 199.0],
    ],
  },
  {
    salt: "Automatic Blood Pressure Monitor (upper arm)", strength: null, form: "Device", pack: "1 unit", schedule: "none", category: "devices", gst: 5, hsn: "9018",
    brands: [
      ["Omron HEM-7120 BP Monitor", "Omron Healthcare India", 3210.0],
      ["Dr Trust A-One BP Monitor", "Nureca Ltd", 2499.0],
      ["Rossmax X5 BP Monitor", "Rossmax International", 2800.0],
      ["BPL 120/80 B6 BP Monitor", "BPL Medical Technologies", 2650.0],
    ],
  },
  {
    salt: "Blood Glucose Meter", strength: null, form: "Device", pack: "1 unit with 10 strips", schedule: "none", category: "devices", gst: 5, hsn: "9027",
    brands: [
      ["Accu-Chek Active Glucometer", "Roche Diabetes Care India", 1499.0],
      ["OneTouch Select Plus Simple Glucometer", "LifeScan India", 1300.0],
      ["Dr Morepen BG-03 Glucometer", "Morepen Laboratories Ltd", 999.0],
      ["Contour Plus Glucometer", "Ascensia Diabetes Care", 1250.0],
    ],
  },
  {
    salt: "Blood Glucose Test Strips", strength: null, form: "Test Strips", pack: "pack of 50 strips", schedule: "none", category: "devices", gst: 5, hsn: "3822",
    brands: [
      ["Accu-Chek Active Test Strips", "Roche Diabetes Care India", 1199.0],
      ["OneTouch Select Plus Test Strips", "LifeScan India", 1175.0],
      ["Dr Morepen BG-03 Test Strips", "Morepen Laboratories Ltd", 799.0],
    ],
  },
  {
    salt: "Fingertip Pulse Oximeter", strength: null, form: "Device", pack: "1 unit", schedule: "none", category: "devices", gst: 5, hsn: "9018",
    brands: [
      ["Dr Trust Fingertip Pulse Oximeter", "Nureca Ltd", 1999.0],
      ["BPL Smart Oxy Pulse Oximeter", "BPL Medical Technologies", 1899.0],
      ["Healwell OxyCheck Pulse Oximeter", "Healwell Remedies (illustrative)", 1299.0],
    ],
  },
  // ── Ayurveda & herbal ───────────────────────────────────────────────────────────────────────
  {
    salt: "Chyawanprash (Amla-based polyherbal)", strength: null, form: "Paste", pack: "jar of 500 g", schedule: "none", category: "ayurveda", gst: 5, hsn: "3004",
    brands: [
      ["Dabur Chyawanprash", "Dabur India Ltd", 245.0],
      ["Baidyanath Chyawanprash Special", "Baidyanath Ayurved Bhawan", 230.0],
      ["Zandu Chyawanprash", "Emami Ltd", 225.0],
      ["Himalaya Chyawanprash", "Himalaya Wellness Company", 235.0],
    ],
  },
  {
    salt: "Ashwagandha (Withania somnifera) extract", strength: "250 mg", form: "Tablet", pack: "bottle of 60 tablets", schedule: "none", category: "ayurveda", gst: 5, hsn: "3004",
    brands: [
      ["Himalaya Ashwagandha Tablet", "Himalaya Wellness Company", 220.0],
      ["Dabur Ashwagandha Tablet", "Dabur India Ltd", 199.0],
      ["Organic India Ashwagandha Capsule", "Organic India Pvt Ltd", 270.0],
      ["Baidyanath Ashwagandha Tablet", "Baidyanath Ayurved Bhawan", 185.0],
    ],
  },
  {
    salt: "Herbal liver tonic (Capparis spinosa + Cichorium intybus)", strength: null, form: "Tablet", pack: "bottle of 100 tablets", schedule: "none", category: "ayurveda", gst: 5, hsn: "3004",
    brands: [
      ["Liv.52 DS Tablet", "Himalaya Wellness Company", 210.0],
      ["Livomyn Tablet", "Charak Pharma Pvt Ltd", 175.0],
      ["Livocare Tablet", "Healwell Remedies (illustrative)", 140.0],
    ],
  },
  {
    salt: "Peppermint oil (Pudina satva)", strength: null, form: "Capsule", pack: CAP(10), schedule: "none", category: "ayurveda", gst: 5, hsn: "3004",
    brands: [
      ["Dabur Pudin Hara Pearls", "Dabur India Ltd", 30.0],
      ["Pudina Active Pearls", "Healwell Remedies (illustrative)", 25.0],
      ["Mintfresh Digestive Pearls", "Nirogya Labs (illustrative)", 22.0],
    ],
  },
  {
    salt: "Menthol + Camphor + Eucalyptus Oil", strength: null, form: "Balm", pack: "jar of 25 ml", schedule: "none", category: "ayurveda", gst: 5, hsn: "3004",
    brands: [
      ["Vicks VapoRub", "Procter & Gamble Hygiene and Health Care Ltd", 150.0, "jar of 50 ml"],
      ["Amrutanjan Pain Balm", "Amrutanjan Health Care Ltd", 55.0],
      ["Zandu Balm", "Emami Ltd", 48.0],
      ["Tiger Balm", "Haw Par Healthcare", 75.0],
    ],
  },
  {
    salt: "Herbal cough syrup (Tulsi + Vasaka + Mulethi)", strength: null, form: "Syrup", pack: "bottle of 100 ml", schedule: "none", category: "ayurveda", gst: 5, hsn: "3004",
    brands: [
      ["Dabur Honitus Syrup", "Dabur India Ltd", 105.0],
      ["Himalaya Koflet Syrup", "Himalaya Wellness Company", 98.0],
      ["Baidyanath Kaphaghni Syrup", "Baidyanath Ayurved Bhawan", 90.0],
    ],
  },
  // ── Mental health, neurology & thyroid (incl. products that exist only to prove blocking) ───
  {
    salt: "Levothyroxine", strength: "50 mcg", form: "Tablet", pack: "bottle of 100 tablets", schedule: "H", category: "neuro-mental-health", gst: 5, hsn: "3004",
    brands: [
      ["Thyronorm 50 Tablet", "Abbott India Ltd", 175.0],
      ["Eltroxin 50 Tablet", "GSK Pharmaceuticals Ltd", 160.0],
      ["Thyrox 50 Tablet", "Macleods Pharmaceuticals Pvt Ltd", 150.0],
      ["Lethyrox 50 Tablet", "Healwell Remedies (illustrative)", 120.0],
    ],
  },
  {
    salt: "Sertraline", strength: "50 mg", form: "Tablet", pack: TAB(10), schedule: "H", category: "neuro-mental-health", gst: 5, hsn: "3004",
    brands: [
      ["Daxid 50 Tablet", "Pfizer Ltd", 112.0],
      ["Serta 50 Tablet", "Unichem Laboratories Ltd", 96.0],
      ["Zosert 50 Tablet", "Sun Pharmaceutical Industries Ltd", 104.0],
    ],
  },
  {
    salt: "Pregabalin", strength: "75 mg", form: "Capsule", pack: CAP(10), schedule: "H", category: "neuro-mental-health", gst: 5, hsn: "3004",
    brands: [
      ["Lyrica 75 Capsule", "Pfizer Ltd", 348.0, CAP(14)],
      ["Pregalin 75 Capsule", "Torrent Pharmaceuticals Ltd", 162.0],
      ["Maxgalin 75 Capsule", "Sun Pharmaceutical Industries Ltd", 155.0],
      ["Pregeb 75 Capsule", "Intas Pharmaceuticals Ltd", 149.0],
    ],
  },
  {
    salt: "Alprazolam", strength: "0.25 mg", form: "Tablet", pack: TAB(15), schedule: "NDPS", category: "neuro-mental-health", gst: 5, hsn: "3004",
    brands: [
      ["Alprax 0.25 Tablet", "Torrent Pharmaceuticals Ltd", 38.0],
      ["Restyl 0.25 Tablet", "Cipla Ltd", 34.0],
      ["Alzolam 0.25 Tablet", "Sun Pharmaceutical Industries Ltd", 32.0],
    ],
  },
  {
    salt: "Clonazepam", strength: "0.5 mg", form: "Tablet", pack: TAB(10), schedule: "NDPS", category: "neuro-mental-health", gst: 5, hsn: "3004",
    brands: [
      ["Rivotril 0.5 Tablet", "Abbott India Ltd", 58.0],
      ["Clonotril 0.5 Tablet", "Torrent Pharmaceuticals Ltd", 52.0],
      ["Lonazep 0.5 Tablet", "Sun Pharmaceutical Industries Ltd", 49.0],
    ],
  },
  {
    salt: "Methylphenidate", strength: "10 mg", form: "Tablet", pack: TAB(10), schedule: "X", category: "neuro-mental-health", gst: 5, hsn: "3004",
    brands: [
      ["Addwize 10 Tablet", "Sun Pharmaceutical Industries Ltd", 85.0],
      ["Inspiral 10 Tablet", "Intas Pharmaceuticals Ltd", 79.0],
    ],
  },
  // ── Specialty & life-saving ─────────────────────────────────────────────────────────────────
  {
    // Nil-rated from 22 Sep 2025 as a life-saving cancer drug (research/domain.md §2.5) — verify per SKU.
    salt: "Alectinib", strength: "150 mg", form: "Capsule", pack: "bottle of 224 capsules", schedule: "H", category: "specialty", gst: 0, hsn: "3004",
    brands: [
      ["Alecensa 150 Capsule", "Roche Products (India) Pvt Ltd", 380000.0],
      ["Alectib 150 Capsule", "Healwell Oncology (illustrative)", 210000.0],
    ],
  },
  {
    salt: "Enoxaparin", strength: "40 mg/0.4 ml", form: "Injection", pack: "prefilled syringe of 0.4 ml", schedule: "H", category: "specialty", gst: 5, hsn: "3004",
    brands: [
      ["Clexane 40 Injection", "Sanofi India Ltd", 395.0],
      ["Lonopin 40 Injection", "Zydus Lifesciences Ltd", 325.0],
      ["Enoxarin 40 Injection", "Healwell Remedies (illustrative)", 280.0],
    ],
  },
];
