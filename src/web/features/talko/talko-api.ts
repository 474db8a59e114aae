import { talkoConfigSchema, talkoReplySchema, type TalkoReply } from '#shared/api/talko.js';
import { apiRequest } from '#web/lib/api/client.js';

export function askTalko(message: string): Promise<TalkoReply> {
  return apiRequest('/talko', (data) => talkoReplySchema.parse(data), { method: 'POST', body: { message } });
}

export function fetchTalkoConfig() {
  return apiRequest('/talko/config', (data) => talkoConfigSchema.parse(data));
}
