import { MigrationInterface, QueryRunner } from 'typeorm';

// Difficulty that adapts: the activities the abandoned-session sweep has already recorded, so
// each is looked at once. The levels themselves live in the event store (difficulty-<senior>-<template>).
export class Difficulty1763760714000 implements MigrationInterface {
  name = 'Difficulty1763760714000';

  async up(q: QueryRunner) {
    await q.query(`
      CREATE TABLE difficulty_abandoned (
        game_instance_id uuid PRIMARY KEY REFERENCES game_instances(id) ON DELETE CASCADE,
        recorded_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner) {
    await q.query('DROP TABLE difficulty_abandoned');
  }
}
