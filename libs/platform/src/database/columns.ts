import { Column, ColumnOptions, ColumnType, CreateDateColumn, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

// What a typed column may still be told: everything but its type (the decorator's) and its name.
export type TypedColumnOptions = Omit<ColumnOptions, 'type' | 'name'>;

// A column of one Postgres type. Its name comes first when it differs from the property's (the
// snake_case of a camelCase property): `@UuidColumn('care_team_id')`, `@TextColumn()`,
// `@TimestampColumn('sent_at', { nullable: true })`, `@TextColumn({ nullable: true })`.
function typedColumn(type: ColumnType) {
  return (nameOrOptions?: string | TypedColumnOptions, options: TypedColumnOptions = {}): PropertyDecorator =>
    typeof nameOrOptions === 'string'
      ? Column({ name: nameOrOptions, type, ...options })
      : Column({ type, ...nameOrOptions });
}

export const UuidColumn = typedColumn('uuid');
export const TextColumn = typedColumn('text');
export const IntColumn = typedColumn('int');
export const BooleanColumn = typedColumn('boolean');
export const JsonbColumn = typedColumn('jsonb');
export const ByteaColumn = typedColumn('bytea');
export const TimestampColumn = typedColumn('timestamptz');

// created_at and updated_at, set by TypeORM on insert and on every update.
export const CreatedAtColumn = () => CreateDateColumn({ name: 'created_at', type: 'timestamptz' });
export const UpdatedAtColumn = () => UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' });

// The columns most tables begin and end with: a generated uuid id and created_at. An entity that
// extends it declares only its own columns (the migrations still spell out the whole table).
export abstract class RecordEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @CreatedAtColumn()
  createdAt!: Date;
}
