import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { PhotoEntity } from '../read-model/photo.entity';

export type NewResidentPhoto = {
  residentId: string;
  homeId: string;
  careTeamId: string;
  jpeg: Buffer;
  width: number;
  height: number;
  addedBy: string;
  at: Date;
};

// A care home resident's portrait (migration 1764500000200-resident-photos): which photo is theirs, its
// bytes kept with the other photos (`photos`, of the resident's own team). Every statement of the feature.
@Injectable()
export class ResidentPhotoStore {
  constructor(private readonly dataSource: DataSource) {}

  transaction<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  // The new photo becomes theirs; the one it replaces goes (the row locked: two uploads at once keep
  // the later, and no photo is left behind).
  async put(em: EntityManager, p: NewResidentPhoto): Promise<void> {
    const repo = em.getRepository(PhotoEntity);
    const photo = await repo.save(
      repo.create({ careTeamId: p.careTeamId, jpeg: p.jpeg, width: p.width, height: p.height, createdBy: p.addedBy }),
    );
    const [old] = await em.query<{ photo_id: string }[]>(
      'SELECT photo_id FROM resident_photos WHERE resident_id = $1 FOR UPDATE',
      [p.residentId],
    );
    await em.query(
      `INSERT INTO resident_photos (resident_id, home_id, photo_id, updated_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (resident_id) DO UPDATE SET home_id = $2, photo_id = $3, updated_at = $4`,
      [p.residentId, p.homeId, photo.id, p.at],
    );
    if (old) await em.query('DELETE FROM photos WHERE id = $1', [old.photo_id]);
  }

  // Their portrait and its bytes go; false when they had none.
  async remove(em: EntityManager, residentId: string): Promise<boolean> {
    const gone = await em.query<{ photo_id: string }[]>(
      'WITH gone AS (DELETE FROM resident_photos WHERE resident_id = $1 RETURNING photo_id) SELECT photo_id FROM gone',
      [residentId],
    );
    if (gone.length) await em.query('DELETE FROM photos WHERE id = ANY($1::uuid[])', [gone.map((g) => g.photo_id)]);
    return gone.length > 0;
  }

  // The resident's portrait in this home, or null.
  async jpeg(homeId: string, residentId: string): Promise<Buffer | null> {
    const [row] = await this.dataSource.query<{ jpeg: Buffer }[]>(
      `SELECT p.jpeg FROM resident_photos r JOIN photos p ON p.id = r.photo_id
        WHERE r.resident_id = $1 AND r.home_id = $2`,
      [residentId, homeId],
    );
    return row?.jpeg ?? null;
  }
}
