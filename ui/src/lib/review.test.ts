import { describe, expect, it } from "vitest";
import { groupByType, statusOf, step, valueDir } from "./review";
import type { FindingView } from "./types";

const f = (id: number, entity: FindingView["entity"], status: FindingView["status"] = "pending"): FindingView => ({
  id,
  entity,
  text: `v${id}`,
  score: 0.9,
  explanations: ["contexte : CIN"],
  status,
});

describe("groupByType", () => {
  it("groups in the core's type order with counts per status", () => {
    const groups = groupByType([f(0, "RIB"), f(1, "PERSON", "approved"), f(2, "PERSON", "rejected"), f(3, "CIN")]);
    expect(groups.map((g) => g.entity)).toEqual(["PERSON", "CIN", "RIB"]);
    expect(groups[0].findings.map((x) => x.id)).toEqual([1, 2]);
    expect(groups[0].counts).toEqual({ pending: 0, approved: 1, rejected: 1 });
    expect(groups[1].counts).toEqual({ pending: 1, approved: 0, rejected: 0 });
  });

  it("is empty without findings", () => {
    expect(groupByType([])).toEqual([]);
  });
});

describe("step", () => {
  it("wraps around and starts at either end", () => {
    expect(step(-1, 3, 1)).toBe(0);
    expect(step(-1, 3, -1)).toBe(2);
    expect(step(2, 3, 1)).toBe(0);
    expect(step(0, 3, -1)).toBe(2);
    expect(step(0, 0, 1)).toBe(-1);
  });
});

describe("statusOf", () => {
  it("reads the status from the core's list", () => {
    const list = [f(0, "CIN", "approved")];
    expect(statusOf(list, 0)).toBe("approved");
    expect(statusOf(list, null)).toBeUndefined();
  });
});

describe("valueDir", () => {
  it("isolates identifiers left to right and lets names follow their script", () => {
    expect(valueDir("PHONE")).toBe("ltr");
    expect(valueDir("RIB")).toBe("ltr");
    expect(valueDir("PERSON")).toBe("auto");
    expect(valueDir("ADDRESS")).toBe("auto");
  });
});
