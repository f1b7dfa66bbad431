import { seedDirectus } from "../../cms/seed.mjs";
import { testEnv } from "./env";

type SeedOptions = Parameters<typeof seedDirectus>[0];

/**
 * Runs the seed against the test Directus, as every start of the stack does, and returns what it
 * logged: nothing when the install already is as declared.
 */
export async function runSeed({ sampleData, declarations }: Pick<SeedOptions, "sampleData" | "declarations">) {
  const messages: string[] = [];
  await seedDirectus({
    url: testEnv.directusUrl,
    adminToken: testEnv.adminToken,
    serviceToken: process.env.TEST_SERVICE_TOKEN!,
    sampleData,
    log: (m) => messages.push(m),
    declarations,
  });
  return messages;
}
