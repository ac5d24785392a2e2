import { Injectable } from '@nestjs/common';
import { DataSource, DeepPartial, EntityTarget, FindOptionsWhere } from 'typeorm';

// The team's photos and voice clips (photos, voice_clips): each stored and read by its id, whatever
// its entity.
@Injectable()
export class MediaStore {
  constructor(private readonly dataSource: DataSource) {}

  async insert<E extends object>(entity: EntityTarget<E>, row: DeepPartial<E>): Promise<E> {
    const repo = this.dataSource.getRepository(entity);
    return repo.save(repo.create(row));
  }

  async byId<E extends { id: string }>(entity: EntityTarget<E>, id: string): Promise<E | null> {
    return this.dataSource.getRepository(entity).findOneBy({ id } as FindOptionsWhere<E>);
  }
}
