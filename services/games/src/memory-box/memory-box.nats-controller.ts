import { busController } from '@carewith/platform';
import { BoxActivityMaker } from './box-activities';
import { MemoryBoxService } from './memory-box.service';

// The family's memory box: every subject for a signed-in member of the loved one's team.
export class MemoryBoxNatsController extends busController(
  { box: MemoryBoxService, maker: BoxActivityMaker },
  {
    'games.memoryBox.get': { actor: ({ box }, d, actorId) => box.get(actorId, d.seniorId) },
    'games.memoryBox.addPhoto': { actor: ({ box }, d, actorId) => box.addPhoto(actorId, d) },
    'games.memoryBox.updatePhoto': {
      actor: ({ box }, d, actorId) => box.updatePhoto(actorId, d.seniorId, d.id, d.changes),
    },
    'games.memoryBox.removePhoto': { actor: ({ box }, d, actorId) => box.removePhoto(actorId, d.seniorId, d.id) },
    'games.memoryBox.updatePerson': {
      actor: ({ box }, d, actorId) => box.updatePerson(actorId, d.seniorId, d.id, d.changes),
    },
    'games.memoryBox.removePerson': {
      actor: ({ box }, d, actorId) => box.removeRow(actorId, d.seniorId, 'box_people', d.id),
    },
    'games.memoryBox.updatePlace': {
      actor: ({ box }, d, actorId) => box.updatePlace(actorId, d.seniorId, d.id, d.changes),
    },
    'games.memoryBox.removePlace': {
      actor: ({ box }, d, actorId) => box.removeRow(actorId, d.seniorId, 'box_places', d.id),
    },
    'games.memoryBox.addRecipe': { actor: ({ box }, d, actorId) => box.addRecipe(actorId, d.seniorId, d.recipe) },
    'games.memoryBox.updateRecipe': {
      actor: ({ box }, d, actorId) => box.updateRecipe(actorId, d.seniorId, d.id, d.changes),
    },
    'games.memoryBox.removeRecipe': {
      actor: ({ box }, d, actorId) => box.removeRow(actorId, d.seniorId, 'box_recipes', d.id),
    },
    'games.memoryBox.putShoppingList': {
      actor: ({ box }, d, actorId) => box.putShoppingList(actorId, d.seniorId, d.list),
    },
    'games.memoryBox.addSong': { actor: ({ box }, d, actorId) => box.addSong(actorId, d.seniorId, d.song) },
    'games.memoryBox.removeSong': { actor: ({ box }, d, actorId) => box.removeSong(actorId, d.seniorId, d.id) },
    'games.memoryBox.addTopic': { actor: ({ box }, d, actorId) => box.addTopic(actorId, d.seniorId, d.topic) },
    'games.memoryBox.removeTopic': {
      actor: ({ box }, d, actorId) => box.removeRow(actorId, d.seniorId, 'box_topics', d.id),
    },
    'games.memoryBox.residentTopics': { actor: ({ box }, d) => box.residentTopics(d.homeId, d.residentId) },
    'games.memoryBox.makeActivity': { actor: ({ maker }, d, actorId) => maker.make(actorId, d.seniorId) },
  },
) {}
