import { describe, expect, test } from "vitest";
import { toCsv } from "~/features/newsletter/csv";
import { companyCsvHeader, companyCsvRow } from "./companies-csv";

describe("companies CSV", () => {
  test("one line per company: plan, seats, its ORG_ADMINs' addresses, the Seed PM and pending invitations; formulas defused", () => {
    const row = companyCsvRow({
      id: 1,
      name: "=Lotus",
      domain: "lotus.example",
      plan: "GROWTH",
      seats: 10,
      taken: 2,
      seedPm: "An Trần",
      seedPmId: 3,
      members: [
        { id: 1, name: "A", email: "a@lotus.example", userId: "u1", role: "ORG_ADMIN", pending: false },
        { id: 2, name: "B", email: "b@lotus.example", userId: "u2", role: "ORG_ADMIN", pending: true },
        { id: 3, name: "An Trần", email: "pm@seed.example", userId: "u3", role: "SEED_PM", pending: false },
      ],
    });
    expect(row).toEqual(["=Lotus", "lotus.example", "GROWTH", 10, 2, "a@lotus.example b@lotus.example", "An Trần", 1]);
    const csv = toCsv([companyCsvHeader, row]);
    expect(csv).toContain('"name","domain","plan","seats","seats_taken","org_admins","seed_pm","pending_invitations"');
    expect(csv).toContain(`"'=Lotus","lotus.example","GROWTH","10","2"`);
  });
});
