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
  // Partners (issue 30): one per member role in the first company (cms/seed/partners.mjs), and in the
  // second an ORG_ADMIN and a member without a member role.
  { email: "partner-admin@example.com", password: "SeedPartner#2024", role: "seed-partner", first_name: "Mai", last_name: "Hoàng" },
  { email: "partner-hiring@example.com", password: "SeedPartner#2024", role: "seed-partner", first_name: "Tuấn", last_name: "Bùi" },
  { email: "partner-interviewer@example.com", password: "SeedPartner#2024", role: "seed-partner", first_name: "Linh", last_name: "Đặng" },
  { email: "partner-mentor@example.com", password: "SeedPartner#2024", role: "seed-partner", first_name: "Khoa", last_name: "Phan" },
  { email: "partner-pm@example.com", password: "SeedPartner#2024", role: "seed-partner", first_name: "Trang", last_name: "Võ" },
  { email: "partner2-admin@example.com", password: "SeedPartner2#2024", role: "seed-partner", first_name: "Somchai", last_name: "Dee" },
  { email: "partner2-member@example.com", password: "SeedPartner2#2024", role: "seed-partner", first_name: "Rina", last_name: "Santos" },
];

/** The app's own service account: writes form submissions and reads files, nothing else. */
export const serviceAccount = { email: "app-service@example.com", role: "seed-app-service" };
