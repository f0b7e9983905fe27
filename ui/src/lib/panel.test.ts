import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render } from "@testing-library/svelte";
import { tick } from "svelte";
import type { Entity, FindingView } from "./types";
import FindingsPanel from "./FindingsPanel.svelte";

afterEach(() => cleanup());

/** n synthetic findings, alternating between three types. */
function many(n: number): FindingView[] {
  const types: Entity[] = ["PERSON", "CIN", "PHONE"];
  return Array.from({ length: n }, (_, id) => ({
    id,
    entity: types[id % 3],
    text: `valeur ${id}`,
    score: 0.9,
    explanations: ["motif"],
    status: id % 7 === 0 ? "approved" : "pending",
  }));
}

const props = (findings: FindingView[]) => ({
  findings,
  ondecide: vi.fn(),
  ondecideall: vi.fn(),
  onselect: vi.fn(),
});

describe("FindingsPanel with 5 000 findings", () => {
  it("renders only a window of rows, each with its type and status", () => {
    const fs = many(5000);
    const { container } = render(FindingsPanel, props(fs));
    const rows = Array.from(container.querySelectorAll<HTMLElement>("[data-finding]"));
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(60);
    for (const r of rows) {
      const f = fs[Number(r.dataset.finding)];
      expect([r.dataset.entity, r.dataset.status]).toEqual([f.entity, f.status]);
    }
    // The first group's header and its count of every finding, rendered or not.
    const person = container.querySelector('[data-group="PERSON"] [data-count]');
    expect(person?.getAttribute("data-count")).toBe("1667");
    expect(container.querySelector("h2")?.textContent).toContain("5000");
  });

  it("shows later rows when scrolled, and scrolls to the current finding", async () => {
    const fs = many(5000);
    const { container, rerender } = render(FindingsPanel, props(fs));
    const panel = container.querySelector<HTMLElement>(".panel")!;
    expect(container.querySelector('[data-finding="4998"]')).toBeNull();
    panel.scrollTop = 1e9;
    await fireEvent.scroll(panel);
    await tick();
    // The last group is PHONE (ids 2, 5, …, 4997, in order): its last rows are in the DOM now.
    expect(container.querySelector('[data-finding="4997"]')).not.toBeNull();
    expect(container.querySelector('[data-finding="0"]')).toBeNull();
    await rerender({ ...props(fs), current: 3 });
    await tick();
    expect(container.querySelector('[data-finding="3"]')?.classList.contains("current")).toBe(true);
  });

  it("sends the decisions of a rendered row", async () => {
    const p = props(many(30));
    const { container } = render(FindingsPanel, p);
    await fireEvent.click(container.querySelector('[data-finding="3"] button.reject')!);
    expect(p.ondecide).toHaveBeenCalledWith(3, "rejected");
  });
});
