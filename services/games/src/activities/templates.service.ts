import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { z } from 'zod';
import { GameTemplate, STEP_SCHEMAS, TEMPLATE_SLUGS, TEMPLATES } from '@carewith/contracts';
import { ActivityStore } from './activity-store';

// The four templates, seeded at start-up from the contracts (their step schema as JSON Schema).
@Injectable()
export class TemplatesService implements OnApplicationBootstrap {
  constructor(private readonly store: ActivityStore) {}

  async onApplicationBootstrap() {
    for (const slug of TEMPLATE_SLUGS) {
      const t = TEMPLATES[slug];
      await this.store.seedTemplate({
        slug,
        title: t.title,
        category: t.category,
        schemaJSON: z.toJSONSchema(STEP_SCHEMAS[slug]),
      });
    }
  }

  async list(): Promise<GameTemplate[]> {
    const rows = await this.store.templates();
    return rows.map((r) => ({
      id: r.id,
      slug: r.slug,
      title: r.title,
      category: r.category,
      schemaJSON: r.schema_json,
      isActive: r.is_active,
      createdAt: r.created_at.toISOString(),
    }));
  }
}
