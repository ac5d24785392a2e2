import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { z } from 'zod';
import { GameTemplate, STEP_SCHEMAS, TEMPLATE_SLUGS, TEMPLATES } from '@carewith/contracts';

// The four templates, seeded at start-up from the contracts (their step schema as JSON Schema).
@Injectable()
export class TemplatesService implements OnApplicationBootstrap {
  constructor(private readonly dataSource: DataSource) {}

  async onApplicationBootstrap() {
    for (const slug of TEMPLATE_SLUGS) {
      const t = TEMPLATES[slug];
      await this.dataSource.query(
        `INSERT INTO game_templates (id, slug, title, category, schema_json) VALUES ($1, $1, $2, $3, $4)
         ON CONFLICT (id) DO UPDATE SET title = EXCLUDED.title, category = EXCLUDED.category, schema_json = EXCLUDED.schema_json`,
        [slug, t.title, t.category, JSON.stringify(z.toJSONSchema(STEP_SCHEMAS[slug]))],
      );
    }
  }

  async list(): Promise<GameTemplate[]> {
    const rows = await this.dataSource.query<
      {
        id: string;
        slug: GameTemplate['slug'];
        title: string;
        category: GameTemplate['category'];
        schema_json: Record<string, unknown>;
        is_active: boolean;
        created_at: Date;
      }[]
    >('SELECT * FROM game_templates WHERE is_active ORDER BY array_position($1::text[], slug)', [[...TEMPLATE_SLUGS]]);
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
