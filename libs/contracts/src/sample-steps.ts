import type { TemplateSlug } from './enums';
import type { AnyStep, PlaceStep, QuestionStep, RecipeStep, ShoppingStep } from './steps';

// Built-in steps for an activity whose caregiver authored none (spec: default play length 5).
export const SAMPLE_STEPS: {
  'grandkid-match': QuestionStep[];
  'places-flashcards': PlaceStep[];
  'recipe-sequencing': RecipeStep[];
  'shopping-bingo': ShoppingStep[];
} = {
  'grandkid-match': [
    {
      id: 'q1',
      question: 'Who loves to bake cookies with Grandma?',
      options: ['Emma', 'Liam', 'Sophie'],
      correctAnswer: 'Emma',
    },
    {
      id: 'q2',
      question: 'Who plays football every Saturday?',
      options: ['Noah', 'Emma', 'Mia'],
      correctAnswer: 'Noah',
    },
    {
      id: 'q3',
      question: 'Who is the youngest grandchild?',
      options: ['Sophie', 'Liam', 'Noah'],
      correctAnswer: 'Sophie',
    },
    { id: 'q4', question: 'Who sings in the school choir?', options: ['Mia', 'Noah', 'Emma'], correctAnswer: 'Mia' },
    {
      id: 'q5',
      question: 'Who likes to go fishing with Grandpa?',
      options: ['Liam', 'Sophie', 'Mia'],
      correctAnswer: 'Liam',
    },
  ],
  'places-flashcards': [
    { id: 'p1', name: 'The family home', description: 'The house with the blue door where the children grew up.' },
    { id: 'p2', name: 'The seaside', description: 'Summer holidays by the sea, with ice cream on the pier.' },
    {
      id: 'p3',
      name: 'The village church',
      description: 'Where the family gathered for weddings and Sunday mornings.',
    },
    { id: 'p4', name: 'The corner shop', description: 'The little shop that sold newspapers and sweets.' },
    { id: 'p5', name: 'The park', description: 'The park with the duck pond and the big oak tree.' },
  ],
  'recipe-sequencing': [
    recipe('r1', 'A cup of tea', [
      'Boil the water',
      'Put a tea bag in the cup',
      'Pour the hot water',
      'Add a splash of milk',
    ]),
    recipe('r2', 'Toast with butter', [
      'Take a slice of bread',
      'Put it in the toaster',
      'Wait until it pops up',
      'Spread the butter',
    ]),
    recipe('r3', 'A boiled egg', [
      'Fill a pan with water',
      'Bring it to the boil',
      'Lower in the egg',
      'Wait six minutes',
    ]),
    recipe('r4', 'A cheese sandwich', [
      'Take two slices of bread',
      'Butter the bread',
      'Add the cheese',
      'Put the slices together',
    ]),
    recipe('r5', 'A bowl of porridge', [
      'Pour oats into a pan',
      'Add the milk',
      'Stir over the heat',
      'Serve with honey',
    ]),
  ],
  'shopping-bingo': [
    shop('s1', 'Breakfast', ['Bread', 'Milk'], ['Bread', 'Milk', 'Hammer', 'Socks']),
    shop('s2', 'Baking a cake', ['Flour', 'Eggs'], ['Flour', 'Eggs', 'Shampoo', 'Batteries']),
    shop('s3', 'A picnic', ['Apples', 'Cheese'], ['Apples', 'Cheese', 'Candles', 'Glue']),
    shop('s4', 'Sunday lunch', ['Potatoes', 'Carrots'], ['Potatoes', 'Carrots', 'Soap', 'Nails']),
    shop('s5', 'Tea time', ['Tea', 'Biscuits'], ['Tea', 'Biscuits', 'Paint', 'String']),
  ],
};

function recipe(id: string, recipeName: string, inOrder: string[]): RecipeStep {
  return {
    id,
    recipeName,
    description: `Put the steps for ${recipeName.toLowerCase()} in order.`,
    recipeSteps: inOrder,
    correctOrder: inOrder.map((_, i) => i),
  };
}

function shop(id: string, title: string, targetItems: string[], availableItems: string[]): ShoppingStep {
  return { id, title, instructions: 'Choose the items on the list.', targetItems, availableItems };
}

// The steps a play session runs: the caregiver's, or the template's samples when there are none.
export function stepsFor(templateId: TemplateSlug, steps: AnyStep[] | undefined): AnyStep[] {
  return steps && steps.length ? steps : SAMPLE_STEPS[templateId];
}
