// Sample accounts, one per role, for local development and tests only (README lists them).
// The seed creates them only when sample data is on (never with SEED_SAMPLE_DATA=false, the
// production setting), and their addresses are on the reserved example.com domain.
export const sampleAccounts = [
  { email: "admin@example.com", password: "SeedAdmin#2024", role: "Administrator", first_name: "Admin", last_name: "Seed" },
  { email: "content-admin@example.com", password: "SeedContent#2024", role: "seed-admin", first_name: "Lan", last_name: "Nguyễn" },
  { email: "editor@example.com", password: "SeedEditor#2024", role: "seed-edit-post", first_name: "Minh", last_name: "Trần" },
  { email: "learner@example.com", password: "SeedLearner#2024", role: "seed-user", first_name: "An", last_name: "Phạm" },
  { email: "faculty@example.com", password: "SeedFaculty#2024", role: "seed-faculty", first_name: "Hương", last_name: "Đỗ" },
  // Second people of a role, so tests can show that one never sees the other's rows (issue 26).
  { email: "learner2@example.com", password: "SeedLearner2#2024", role: "seed-user", first_name: "Bình", last_name: "Lê" },
  { email: "faculty2@example.com", password: "SeedFaculty2#2024", role: "seed-faculty", first_name: "Quang", last_name: "Vũ" },
];

/** The app's own service account: writes form submissions and reads files, nothing else. */
export const serviceAccount = { email: "app-service@example.com", role: "seed-app-service" };
