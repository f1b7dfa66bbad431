export function seedDirectus(options: {
  url: string;
  adminToken: string;
  serviceToken: string;
  sampleData?: boolean;
  log?: (message: string) => void;
}): Promise<void>;
