// Interface strings: French first, with English and Arabic. Arabic turns the whole layout
// right to left (see App.svelte).
import type { Entity } from "./types";

export type Lang = "fr" | "en" | "ar";

const fr = {
  app_title: "Caviard",
  open_title: "Ouvrir un document",
  open_button: "Choisir un fichier…",
  open_hint: "ou déposez-le ici (PDF, DOCX, texte, Markdown, CSV)",
  opening: "Analyse en cours…",
  review: "Relecture",
  preview: "Aperçu de l'envoi",
  back_to_review: "Retour à la relecture",
  other_document: "Autre document",
  legend: "Légende",
  findings: "Détections",
  approve: "Masquer",
  reject: "Garder",
  approve_all: "Tout masquer",
  reject_all: "Tout garder",
  score: "score",
  pending: "à décider",
  approved: "masqué",
  rejected: "gardé",
  no_findings: "Aucune donnée personnelle détectée.",
  keyboard_help: "Clavier : n suivant, p précédent, a masquer, r garder",
  chars: "caractères",
  tokens: "jetons (estimation)",
  pending_notice: "détection(s) restent à décider : rien ne peut être enregistré tant qu'elles ne le sont pas.",
  language: "Langue",
};

type Key = keyof typeof fr;

const en: Record<Key, string> = {
  app_title: "Caviard",
  open_title: "Open a document",
  open_button: "Choose a file…",
  open_hint: "or drop it here (PDF, DOCX, text, Markdown, CSV)",
  opening: "Analysing…",
  review: "Review",
  preview: "Preview of what is sent",
  back_to_review: "Back to review",
  other_document: "Another document",
  legend: "Legend",
  findings: "Findings",
  approve: "Mask",
  reject: "Keep",
  approve_all: "Mask all",
  reject_all: "Keep all",
  score: "score",
  pending: "to decide",
  approved: "masked",
  rejected: "kept",
  no_findings: "No personal data found.",
  keyboard_help: "Keyboard: n next, p previous, a mask, r keep",
  chars: "characters",
  tokens: "tokens (estimate)",
  pending_notice: "finding(s) still to decide: nothing can be recorded until they are.",
  language: "Language",
};

const ar: Record<Key, string> = {
  app_title: "كافيار",
  open_title: "فتح وثيقة",
  open_button: "اختيار ملف…",
  open_hint: "أو اسحبه إلى هنا (PDF، DOCX، نص، Markdown، CSV)",
  opening: "جارٍ التحليل…",
  review: "المراجعة",
  preview: "معاينة ما سيُرسل",
  back_to_review: "العودة إلى المراجعة",
  other_document: "وثيقة أخرى",
  legend: "دليل الألوان",
  findings: "المعطيات المكتشفة",
  approve: "إخفاء",
  reject: "إبقاء",
  approve_all: "إخفاء الكل",
  reject_all: "إبقاء الكل",
  score: "الدرجة",
  pending: "بانتظار القرار",
  approved: "مخفي",
  rejected: "مُبقى",
  no_findings: "لم يُعثر على أي معطى شخصي.",
  keyboard_help: "لوحة المفاتيح: n التالي، p السابق، a إخفاء، r إبقاء",
  chars: "حرفًا",
  tokens: "رمزًا (تقدير)",
  pending_notice: "معطى (معطيات) بانتظار القرار: لا يمكن التسجيل قبل البتّ فيها.",
  language: "اللغة",
};

const ENTITY_NAMES: Record<Lang, Record<Entity, string>> = {
  fr: {
    PERSON: "Nom", CIN: "CIN", PASSPORT: "Passeport", RIB: "RIB", IBAN: "IBAN",
    PHONE: "Téléphone", EMAIL: "E-mail", CARD: "Carte bancaire", TAX_ID: "Matricule fiscal",
    CNSS: "CNSS / CNRPS", DOB: "Date de naissance", ADDRESS: "Adresse",
    PLATE: "Immatriculation", HEALTH: "Santé",
  },
  en: {
    PERSON: "Name", CIN: "ID card", PASSPORT: "Passport", RIB: "RIB", IBAN: "IBAN",
    PHONE: "Phone", EMAIL: "E-mail", CARD: "Payment card", TAX_ID: "Tax ID",
    CNSS: "Social security", DOB: "Date of birth", ADDRESS: "Address",
    PLATE: "Vehicle plate", HEALTH: "Health",
  },
  ar: {
    PERSON: "الاسم", CIN: "بطاقة التعريف", PASSPORT: "جواز السفر", RIB: "RIB", IBAN: "IBAN",
    PHONE: "الهاتف", EMAIL: "البريد الإلكتروني", CARD: "بطاقة بنكية", TAX_ID: "المعرف الجبائي",
    CNSS: "الضمان الاجتماعي", DOB: "تاريخ الولادة", ADDRESS: "العنوان",
    PLATE: "رقم السيارة", HEALTH: "الصحة",
  },
};

export const STRINGS: Record<Lang, Record<Key, string>> = { fr, en, ar };

export const i18n = $state({ lang: "fr" as Lang });

export function t(key: Key): string {
  return STRINGS[i18n.lang][key];
}

export function entityName(e: Entity): string {
  return ENTITY_NAMES[i18n.lang][e];
}

export function isRtl(lang: Lang): boolean {
  return lang === "ar";
}
