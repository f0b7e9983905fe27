// Synthetic views shaped like the core's answers (no real personal data).
import type { DocumentView, FindingView, Preview, RecentView } from "./types";

export function findings(): FindingView[] {
  return [
    { id: 0, entity: "PERSON", text: "Sami Ben Salah", score: 0.95, explanations: ["civilité : M."], status: "pending" },
    { id: 1, entity: "CIN", text: "01234567", score: 0.99, explanations: ["motif : cin", "contexte : CIN"], status: "pending" },
    { id: 2, entity: "PERSON", text: "محمد بن علي", score: 0.9, explanations: ["civilité : السيد"], status: "pending" },
  ];
}

export function documentView(): DocumentView {
  return {
    name: "note.txt",
    format: "text",
    pages: null,
    chars: 60,
    pending: 3,
    findings: findings(),
    paragraphs: [
      {
        rtl: false,
        segments: [
          { text: "M. ", finding_id: null, entity: null },
          { text: "Sami Ben Salah", finding_id: 0, entity: "PERSON" },
          { text: ", CIN ", finding_id: null, entity: null },
          { text: "01234567", finding_id: 1, entity: "CIN" },
          { text: ".\n", finding_id: null, entity: null },
        ],
      },
      {
        rtl: true,
        segments: [
          { text: "السيد ", finding_id: null, entity: null },
          { text: "محمد بن علي", finding_id: 2, entity: "PERSON" },
        ],
      },
    ],
  };
}

export function previewView(pending: number): Preview {
  return {
    text: "M. [NOM_1], CIN 01234567.\nالسيد [NOM_2]",
    chars: 38,
    estimated_tokens: 11,
    tokens: 14,
    pending,
    policy: { default: { kind: "label" }, per_entity: {} },
    paragraphs: [
      {
        rtl: false,
        segments: [
          { text: "M. ", finding_id: null, entity: null },
          { text: "[NOM_1]", finding_id: 0, entity: "PERSON" },
          { text: ", CIN 01234567.\n", finding_id: null, entity: null },
        ],
      },
      {
        rtl: true,
        segments: [
          { text: "السيد ", finding_id: null, entity: null },
          { text: "[NOM_2]", finding_id: 2, entity: "PERSON" },
        ],
      },
    ],
  };
}

/** A recent document as the core lists it (synthetic path and hash). */
export function recentView(
  path: string,
  progress: { decided: number; findings: number } | null,
  recorded: boolean,
): RecentView {
  return {
    document: {
      path,
      name: path.split("/").pop() ?? path,
      sha256: "0123456789abcdef".repeat(4),
      opened_at: "2026-03-02T09:30:00Z",
      first_opened_at: "2026-03-01T08:00:00Z",
    },
    progress,
    recorded,
  };
}
