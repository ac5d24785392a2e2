import {
  BadRequestException,
  Body,
  CallHandler,
  Controller,
  Delete,
  ExecutionContext,
  Get,
  HttpCode,
  Inject,
  Injectable,
  NestInterceptor,
  Param,
  Patch,
  Post,
  Put,
  UploadedFiles,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import { catchError, Observable } from 'rxjs';
import {
  BOX_PHOTO_FIELD,
  BOX_PHOTOS_PER_UPLOAD,
  BoxPhotosAdded,
  BoxRecipeRequest,
  boxRecipeRequestSchema,
  BoxShoppingListRequest,
  boxShoppingListRequestSchema,
  BoxSongRequest,
  boxSongRequestSchema,
  BoxTopicRequest,
  boxTopicRequestSchema,
  DomainError,
  makeBoxActivityRequestSchema,
  UpdateBoxPersonRequest,
  updateBoxPersonRequestSchema,
  UpdateBoxPhotoRequest,
  updateBoxPhotoRequestSchema,
  UpdateBoxPlaceRequest,
  updateBoxPlaceRequestSchema,
  UpdateBoxRecipeRequest,
  updateBoxRecipeRequestSchema,
  uuidSchema,
} from '@carewith/contracts';
import { BusClient, CONFIG } from '@carewith/platform';
import { SignedInGuard } from '../auth/signed-in.guard';
import type { GatewayConfig } from '../gateway.config';
import { ZodPipe } from '../http/zod-body.pipe';
import { PHOTO_HARD_CAP_BYTES, readyPhoto, UploadedPhoto } from '../photos/photo-upload';
import { FileUpload } from '../http/file-upload';

const idParam = new ZodPipe(uuidSchema);
const TOO_MANY = `Please choose at most ${BOX_PHOTOS_PER_UPLOAD} photos at a time.`;

// Multer's refusal of a file past the limit ("Too many files") said in the family's words, with the field.
@Injectable()
class TooManyPhotos implements NestInterceptor {
  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      catchError((error: unknown) => {
        if (error instanceof BadRequestException && /too many files|unexpected field/i.test(error.message))
          throw new DomainError('VALIDATION', TOO_MANY, [{ field: BOX_PHOTO_FIELD, message: TOO_MANY }]);
        throw error;
      }),
    );
  }
}

// The family's memory box of one loved one. Any member of the team reads and adds; a
// Co-Caregiver changes or removes anything, another member only what they added (games decides).
@Controller('api/seniors/:id/memory-box')
@UseGuards(SignedInGuard)
export class MemoryBoxController {
  constructor(
    private readonly bus: BusClient,
    @Inject(CONFIG) private readonly config: GatewayConfig,
  ) {}

  @Get()
  get(@Param('id', idParam) seniorId: string) {
    return this.bus.request('games.memoryBox.get', { seniorId });
  }

  // "Make an activity from the box": the next activity it gives, saved as a draft (201, the draft).
  @Post('activities')
  @HttpCode(201)
  makeActivity(@Param('id', idParam) seniorId: string, @Body(new ZodPipe(makeBoxActivityRequestSchema)) _body: object) {
    return this.bus.request('games.memoryBox.makeActivity', { seniorId });
  }

  // Several photos at once from a phone, each turned upright, resized and dated like any photo
  // (photo-upload.ts). Every file is checked before any is stored, so a refusal stores none; then
  // each goes to games on its own (one photo per bus message), the same file twice is kept once.
  @Post('photos')
  @HttpCode(201)
  @UseInterceptors(
    TooManyPhotos,
    FileUpload(BOX_PHOTO_FIELD, { maxFiles: BOX_PHOTOS_PER_UPLOAD, maxBytes: PHOTO_HARD_CAP_BYTES }),
  )
  async addPhotos(
    @Param('id', idParam) seniorId: string,
    @UploadedFiles() files: UploadedPhoto[] | undefined,
  ): Promise<BoxPhotosAdded> {
    const list = files?.length ? files : [undefined];
    const ready = [];
    for (const [i, file] of list.entries())
      ready.push(
        await readyPhoto(file, files?.length ? `${BOX_PHOTO_FIELD}.${i}` : BOX_PHOTO_FIELD, this.config.MAX_PHOTO_MB),
      );
    const photos = [];
    for (const photo of ready) photos.push(await this.bus.request('games.memoryBox.addPhoto', { seniorId, ...photo }));
    return { photos };
  }

  @Patch('photos/:photoId')
  updatePhoto(
    @Param('id', idParam) seniorId: string,
    @Param('photoId', idParam) id: string,
    @Body(new ZodPipe(updateBoxPhotoRequestSchema)) changes: UpdateBoxPhotoRequest,
  ) {
    return this.bus.request('games.memoryBox.updatePhoto', { seniorId, id, changes });
  }

  @Delete('photos/:photoId')
  removePhoto(@Param('id', idParam) seniorId: string, @Param('photoId', idParam) id: string) {
    return this.bus.request('games.memoryBox.removePhoto', { seniorId, id });
  }

  @Patch('people/:personId')
  updatePerson(
    @Param('id', idParam) seniorId: string,
    @Param('personId', idParam) id: string,
    @Body(new ZodPipe(updateBoxPersonRequestSchema)) changes: UpdateBoxPersonRequest,
  ) {
    return this.bus.request('games.memoryBox.updatePerson', { seniorId, id, changes });
  }

  @Delete('people/:personId')
  removePerson(@Param('id', idParam) seniorId: string, @Param('personId', idParam) id: string) {
    return this.bus.request('games.memoryBox.removePerson', { seniorId, id });
  }

  @Patch('places/:placeId')
  updatePlace(
    @Param('id', idParam) seniorId: string,
    @Param('placeId', idParam) id: string,
    @Body(new ZodPipe(updateBoxPlaceRequestSchema)) changes: UpdateBoxPlaceRequest,
  ) {
    return this.bus.request('games.memoryBox.updatePlace', { seniorId, id, changes });
  }

  @Delete('places/:placeId')
  removePlace(@Param('id', idParam) seniorId: string, @Param('placeId', idParam) id: string) {
    return this.bus.request('games.memoryBox.removePlace', { seniorId, id });
  }

  @Post('recipes')
  @HttpCode(201)
  addRecipe(
    @Param('id', idParam) seniorId: string,
    @Body(new ZodPipe(boxRecipeRequestSchema)) recipe: BoxRecipeRequest,
  ) {
    return this.bus.request('games.memoryBox.addRecipe', { seniorId, recipe });
  }

  @Patch('recipes/:recipeId')
  updateRecipe(
    @Param('id', idParam) seniorId: string,
    @Param('recipeId', idParam) id: string,
    @Body(new ZodPipe(updateBoxRecipeRequestSchema)) changes: UpdateBoxRecipeRequest,
  ) {
    return this.bus.request('games.memoryBox.updateRecipe', { seniorId, id, changes });
  }

  @Delete('recipes/:recipeId')
  removeRecipe(@Param('id', idParam) seniorId: string, @Param('recipeId', idParam) id: string) {
    return this.bus.request('games.memoryBox.removeRecipe', { seniorId, id });
  }

  @Put('shopping-list')
  putShoppingList(
    @Param('id', idParam) seniorId: string,
    @Body(new ZodPipe(boxShoppingListRequestSchema)) list: BoxShoppingListRequest,
  ) {
    return this.bus.request('games.memoryBox.putShoppingList', { seniorId, list });
  }

  @Post('songs')
  @HttpCode(201)
  addSong(@Param('id', idParam) seniorId: string, @Body(new ZodPipe(boxSongRequestSchema)) song: BoxSongRequest) {
    return this.bus.request('games.memoryBox.addSong', { seniorId, song });
  }

  @Delete('songs/:songId')
  removeSong(@Param('id', idParam) seniorId: string, @Param('songId', idParam) id: string) {
    return this.bus.request('games.memoryBox.removeSong', { seniorId, id });
  }

  // Something to talk about: any member sends one (often from the weekly letter, to the care home).
  @Post('topics')
  @HttpCode(201)
  addTopic(@Param('id', idParam) seniorId: string, @Body(new ZodPipe(boxTopicRequestSchema)) topic: BoxTopicRequest) {
    return this.bus.request('games.memoryBox.addTopic', { seniorId, topic });
  }

  @Delete('topics/:topicId')
  removeTopic(@Param('id', idParam) seniorId: string, @Param('topicId', idParam) id: string) {
    return this.bus.request('games.memoryBox.removeTopic', { seniorId, id });
  }
}
