import type { Transaction } from '../../db/client';
import { isUniqueViolation } from '../../db/unique-violation';
import { FileRef, loadFile } from '../../files/schema';
import { builder } from '../../graphql/builder';
import { organisationOf, viewerOf, type Context } from '../../graphql/context';
import { badInput } from '../../graphql/errors';
import { createPlanElement, deletePlanElement, updatePlanElement, type Drawer } from './elements';
import {
  loadPlanDrawing,
  type PlanDrawingModel,
  type PlanElementModel,
  type PlanPatternModel,
  type PlanRecordModel,
  type PlanSymbolTypeModel,
} from './load';

const drawerOf = (context: Context): Drawer => ({
  organisationId: organisationOf(context),
  profileId: viewerOf(context).profileId,
});

const PlanElementRef = builder.objectRef<PlanElementModel>('PlanElement').implement({
  description:
    "Something drawn on a plan, in the plan's coordinates: a symbol (a polygon or area when its type says so) or a pin for a source location, sample or observation",
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.exposeString('kind', { description: 'symbol, location, sample or observation' }),
    symbol_type_id: t.id({
      nullable: true,
      description: "A symbol's svg_element_types item",
      resolve: (element) => element.symbol_type_id,
    }),
    record_id: t.id({
      nullable: true,
      description: "A pin's source location, sample or observation (a survey record)",
      resolve: (element) => element.record_id,
    }),
    x: t.exposeFloat('x'),
    y: t.exposeFloat('y'),
    rotation: t.exposeFloat('rotation', { description: 'Degrees, clockwise' }),
    scale_x: t.exposeFloat('scale_x'),
    scale_y: t.exposeFloat('scale_y'),
    size: t.exposeFloat('size', {
      nullable: true,
      description: "The symbol's side in plan units, where its type has a size",
    }),
    points: t.field({
      type: t.listRef(t.listRef('Float')),
      nullable: true,
      description: "A polygon's or area's corners, relative to (x, y)",
      resolve: (element) => element.points,
    }),
    pattern_id: t.id({
      nullable: true,
      description: "An area's fill: an svg_patterns item",
      resolve: (element) => element.pattern_id,
    }),
    color: t.exposeString('color', { nullable: true }),
    label: t.exposeString('label', { nullable: true }),
    sort_index: t.exposeInt('sort_index', { description: 'Drawing order: higher is on top' }),
    version: t.exposeInt('version', {
      description: 'Sent back with a change or delete: a stale one is refused',
    }),
  }),
});

const PlanSymbolTypeRef = builder.objectRef<PlanSymbolTypeModel>('PlanSymbolType').implement({
  description: 'An svg_element_types item as a plan offers it: its symbol and what it allows',
  fields: (t) => ({
    id: t.exposeID('id'),
    value: t.exposeString('value'),
    description: t.exposeString('description', { nullable: true }),
    svg: t.exposeString('svg', {
      description: 'The sanitised symbol: shapes in a 24 × 24 box, centred on its point',
    }),
    svg_active: t.exposeString('svg_active', {
      nullable: true,
      description: 'The sanitised symbol shown while selected',
    }),
    locked_aspect_ratio: t.boolean({ resolve: (type) => type.flags.lockedAspectRatio }),
    svg_move: t.boolean({ resolve: (type) => type.flags.move }),
    svg_rotate: t.boolean({ resolve: (type) => type.flags.rotate }),
    svg_scale_x: t.boolean({ resolve: (type) => type.flags.scaleX }),
    svg_scale_y: t.boolean({ resolve: (type) => type.flags.scaleY }),
    is_poly: t.boolean({ resolve: (type) => type.flags.poly }),
    is_area: t.boolean({ resolve: (type) => type.flags.area }),
    has_size: t.boolean({ resolve: (type) => type.flags.hasSize }),
    default_size: t.float({ resolve: (type) => type.flags.defaultSize }),
    active: t.exposeBoolean('active'),
  }),
});

const PlanPatternRef = builder.objectRef<PlanPatternModel>('PlanPattern').implement({
  description: "An svg_patterns item: an area's fill",
  fields: (t) => ({
    id: t.exposeID('id'),
    value: t.exposeString('value'),
    svg: t.exposeString('svg', {
      description: 'The sanitised 8 × 8 tile, drawn in the colour of the area (currentColor)',
    }),
  }),
});

const PlanRecordRef = builder.objectRef<PlanRecordModel>('PlanRecord').implement({
  description: 'A source location, sample or observation of the survey, as its pin shows it',
  fields: (t) => ({
    kind: t.exposeString('kind', { description: 'location, sample or observation' }),
    id: t.exposeID('id'),
    number: t.exposeString('number', {
      description: "B01 (a location: its source's number), M01, AR01...",
    }),
    description: t.exposeString('description', {
      description: 'What the list of records not yet placed shows',
    }),
    svg: t.exposeString('svg', {
      description:
        "The pin's sanitised symbol: the sample kind's or observation type's, else a default marker",
    }),
    size: t.exposeFloat('size', { description: "The pin's side in plan units" }),
    color: t.exposeString('color', {
      nullable: true,
      description: "A location's lab-status colour (materiaal_statussen), else null",
    }),
    legend_key: t.exposeString('legend_key', {
      description: 'location, sample:<kind id> or observation:<type id>',
    }),
    legend: t.exposeString('legend', { description: "The legend's text for the pin" }),
    placed_on: t.idList({
      description: 'The plans of this survey it has a pin on',
      resolve: (record) => record.placed_on,
    }),
  }),
});

const PlanDrawingRef = builder.objectRef<PlanDrawingModel>('PlanDrawing').implement({
  description: "The drawing on a survey's plan",
  fields: (t) => ({
    plan_id: t.exposeID('plan_id'),
    survey_id: t.exposeID('survey_id'),
    title: t.exposeString('title'),
    floor_name: t.exposeString('floor_name', { nullable: true }),
    width: t.exposeFloat('width', {
      description: "The plan's coordinate frame: the pixel size of `image`.",
    }),
    height: t.exposeFloat('height'),
    image: t.field({
      type: FileRef,
      nullable: true,
      description:
        'What is drawn on: the preview of a PDF or image plan, else the image itself; null when the plan has none (a PDF without poppler).',
      resolve: (drawing, _args, context) =>
        loadFile(context, organisationOf(context), drawing.image_file_id),
    }),
    editable: t.boolean({
      description: 'The viewer may draw: a member, the survey open.',
      resolve: (drawing) => drawing.survey_open,
    }),
    elements: t.field({ type: [PlanElementRef], resolve: (drawing) => drawing.elements }),
    symbol_types: t.field({
      type: [PlanSymbolTypeRef],
      description:
        "The organisation's active svg_element_types in list order, plus inactive ones used on this plan.",
      resolve: (drawing) => drawing.symbol_types,
    }),
    patterns: t.field({ type: [PlanPatternRef], resolve: (drawing) => drawing.patterns }),
    records: t.field({
      type: [PlanRecordRef],
      description:
        'Every source location, sample and observation of the survey, with the plans it is on.',
      resolve: (drawing) => drawing.records,
    }),
  }),
});

builder.queryField('planDrawing', (t) =>
  t.field({
    type: PlanDrawingRef,
    nullable: true,
    description:
      "A plan's drawing; null for a plan of another organisation or a record that is no plan.",
    authScopes: { member: true },
    args: { plan_id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      loadPlanDrawing(
        context.db,
        organisationOf(context),
        Number(args.plan_id),
        context.locale,
        context.files,
      ),
  }),
);

const PlanElementInputRef = builder.inputType('PlanElementInput', {
  description: 'A new element: a symbol of a type, or a pin for a record of the survey',
  fields: (t) => ({
    kind: t.string({ required: true, description: 'symbol, location, sample or observation' }),
    symbol_type_id: t.id(),
    record_id: t.id(),
    x: t.float({ required: true }),
    y: t.float({ required: true }),
    rotation: t.float(),
    scale_x: t.float(),
    scale_y: t.float(),
    size: t.float(),
    points: t.field({ type: t.listRef(t.listRef('Float')) }),
    pattern_id: t.id(),
    color: t.string(),
    label: t.string(),
  }),
});

const PlanElementChangeRef = builder.inputType('PlanElementChange', {
  description: 'A change to an element: the fields given change, the others stay',
  fields: (t) => ({
    x: t.float(),
    y: t.float(),
    rotation: t.float(),
    scale_x: t.float(),
    scale_y: t.float(),
    size: t.float(),
    points: t.field({ type: t.listRef(t.listRef('Float')) }),
    pattern_id: t.id(),
    color: t.string(),
    label: t.string(),
  }),
});

/** A write in one transaction; a pin placed twice at once is refused as the check would. */
async function write<T>(
  context: Context,
  run: (tx: Transaction, drawer: Drawer) => Promise<T>,
): Promise<T> {
  const drawer = drawerOf(context);
  try {
    return await context.db.transaction((tx) => run(tx, drawer));
  } catch (error) {
    if (isUniqueViolation(error))
      throw badInput({ record_id: { key: 'planDrawing.alreadyPlaced' } })!;
    throw error;
  }
}

builder.mutationFields((t) => ({
  createPlanElement: t.field({
    type: PlanElementRef,
    description: 'Adds a symbol, or a pin for a source location, sample or observation, to a plan',
    authScopes: { member: true },
    args: {
      plan_id: t.arg.id({ required: true }),
      input: t.arg({ type: PlanElementInputRef, required: true }),
    },
    resolve: (_root, args, context) =>
      write(context, (tx, drawer) =>
        createPlanElement(tx, drawer, Number(args.plan_id), args.input),
      ),
  }),
  updatePlanElement: t.field({
    type: PlanElementRef,
    description:
      'Changes only the fields given. A stale `version` is refused with planDrawing.elementChanged.',
    authScopes: { member: true },
    args: {
      id: t.arg.id({ required: true }),
      version: t.arg.int({ required: true }),
      input: t.arg({ type: PlanElementChangeRef, required: true }),
    },
    resolve: (_root, args, context) =>
      write(context, (tx, drawer) =>
        updatePlanElement(tx, drawer, Number(args.id), args.version, args.input),
      ),
  }),
  deletePlanElement: t.id({
    description: 'Deletes an element at the version the caller saw',
    authScopes: { member: true },
    args: { id: t.arg.id({ required: true }), version: t.arg.int({ required: true }) },
    resolve: (_root, args, context) =>
      write(context, (tx, drawer) => deletePlanElement(tx, drawer, Number(args.id), args.version)),
  }),
}));
