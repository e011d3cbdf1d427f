; ModuleID = 'tiny_vm.c'
source_filename = "tiny_vm.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.insn = type { i32, i32, i32, i32, [12 x i8] }
%struct.vm = type { [8 x i64], [64 x i64], [32 x i32], i32, i64 }

@progs = internal unnamed_addr constant [5 x ptr] [ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7], align 16, !dbg !0
@.str = private unnamed_addr constant [29 x i8] c"program %d: %d instructions\0A\00", align 1, !dbg !52
@.str.1 = private unnamed_addr constant [20 x i8] c"  [%d] %s %d %d %d\0A\00", align 1, !dbg !57
@mnem.rel = internal unnamed_addr constant [17 x i32] [i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.8 to i64), i64 ptrtoint (ptr @mnem.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.9 to i64), i64 ptrtoint (ptr @mnem.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.10 to i64), i64 ptrtoint (ptr @mnem.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.11 to i64), i64 ptrtoint (ptr @mnem.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.12 to i64), i64 ptrtoint (ptr @mnem.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.13 to i64), i64 ptrtoint (ptr @mnem.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.14 to i64), i64 ptrtoint (ptr @mnem.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.15 to i64), i64 ptrtoint (ptr @mnem.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.16 to i64), i64 ptrtoint (ptr @mnem.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.17 to i64), i64 ptrtoint (ptr @mnem.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.18 to i64), i64 ptrtoint (ptr @mnem.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.19 to i64), i64 ptrtoint (ptr @mnem.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.20 to i64), i64 ptrtoint (ptr @mnem.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.21 to i64), i64 ptrtoint (ptr @mnem.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.22 to i64), i64 ptrtoint (ptr @mnem.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.23 to i64), i64 ptrtoint (ptr @mnem.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.24 to i64), i64 ptrtoint (ptr @mnem.rel to i64)) to i32)], align 4
@.str.2 = private unnamed_addr constant [33 x i8] c"  rc=%d steps=%ld r0=%ld r5=%ld\0A\00", align 1, !dbg !62
@.str.3 = private unnamed_addr constant [123 x i8] c"  li r0, 1071\0A  li r1, 462\0Aloop:\0A  jz r1, done\0A  mod r2, r0, r1\0A  mov r0, r1\0A  mov r1, r2\0A  jmp loop\0Adone:\0A  out r0\0A  hlt\0A\00", align 1, !dbg !67
@.str.4 = private unnamed_addr constant [165 x i8] c"  li r0, 0\0A  li r1, 1\0A  li r3, 21\0Anext:\0A  call square\0A  add r0, r0, r2\0A  li r4, 1\0A  add r1, r1, r4\0A  jlt r1, r3, next\0A  out r0\0A  hlt\0Asquare:\0A  mul r2, r1, r1\0A  ret\0A\00", align 1, !dbg !72
@.str.5 = private unnamed_addr constant [431 x i8] c"  li r0, 2\0A  li r7, 64\0Afill:\0A  li r1, 1\0A  st r1, r0\0A  li r1, 1\0A  add r0, r0, r1\0A  jlt r0, r7, fill\0A  li r0, 2\0Aouter:\0A  ld r1, r0\0A  jz r1, skip\0A  mul r2, r0, r0\0Ainner:\0A  jlt r2, r7, mark\0A  jmp skip\0Amark:\0A  li r3, 0\0A  st r3, r2\0A  add r2, r2, r0\0A  jmp inner\0Askip:\0A  li r1, 1\0A  add r0, r0, r1\0A  jlt r0, r7, outer\0A  li r0, 2\0A  li r5, 0\0Acount:\0A  ld r1, r0\0A  add r5, r5, r1\0A  li r1, 1\0A  add r0, r0, r1\0A  jlt r0, r7, count\0A  out r5\0A  hlt\0A\00", align 1, !dbg !77
@.str.6 = private unnamed_addr constant [18 x i8] c"spin:\0A  jmp spin\0A\00", align 1, !dbg !82
@.str.7 = private unnamed_addr constant [46 x i8] c"  li r0, 5\0A  li r1, 0\0A  div r2, r0, r1\0A  hlt\0A\00", align 1, !dbg !87
@.str.8 = private unnamed_addr constant [3 x i8] c"li\00", align 1, !dbg !92
@.str.9 = private unnamed_addr constant [4 x i8] c"mov\00", align 1, !dbg !97
@.str.10 = private unnamed_addr constant [4 x i8] c"add\00", align 1, !dbg !102
@.str.11 = private unnamed_addr constant [4 x i8] c"sub\00", align 1, !dbg !104
@.str.12 = private unnamed_addr constant [4 x i8] c"mul\00", align 1, !dbg !106
@.str.13 = private unnamed_addr constant [4 x i8] c"div\00", align 1, !dbg !108
@.str.14 = private unnamed_addr constant [4 x i8] c"mod\00", align 1, !dbg !110
@.str.15 = private unnamed_addr constant [4 x i8] c"jmp\00", align 1, !dbg !112
@.str.16 = private unnamed_addr constant [3 x i8] c"jz\00", align 1, !dbg !114
@.str.17 = private unnamed_addr constant [4 x i8] c"jnz\00", align 1, !dbg !116
@.str.18 = private unnamed_addr constant [4 x i8] c"jlt\00", align 1, !dbg !118
@.str.19 = private unnamed_addr constant [5 x i8] c"call\00", align 1, !dbg !120
@.str.20 = private unnamed_addr constant [4 x i8] c"ret\00", align 1, !dbg !125
@.str.21 = private unnamed_addr constant [3 x i8] c"ld\00", align 1, !dbg !127
@.str.22 = private unnamed_addr constant [3 x i8] c"st\00", align 1, !dbg !129
@.str.23 = private unnamed_addr constant [4 x i8] c"out\00", align 1, !dbg !131
@.str.24 = private unnamed_addr constant [4 x i8] c"hlt\00", align 1, !dbg !133
@.str.25 = private unnamed_addr constant [17 x i8] c"  out r%d = %ld\0A\00", align 1, !dbg !143

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !155 {
  %1 = alloca [64 x i8], align 16, !DIAssignID !204
    #dbg_assign(i1 undef, !205, !DIExpression(), !204, ptr %1, !DIExpression(), !248)
  %2 = alloca [4 x [12 x i8]], align 16, !DIAssignID !250
    #dbg_assign(i1 undef, !225, !DIExpression(), !250, ptr %2, !DIExpression(), !251)
  %3 = alloca [3 x ptr], align 16, !DIAssignID !252
  %4 = alloca [64 x %struct.insn], align 16, !DIAssignID !253
    #dbg_assign(i1 undef, !161, !DIExpression(), !253, ptr %4, !DIExpression(), !254)
  %5 = alloca [16 x [12 x i8]], align 16, !DIAssignID !255
    #dbg_assign(i1 undef, !177, !DIExpression(), !255, ptr %5, !DIExpression(), !254)
  %6 = alloca [16 x i32], align 16, !DIAssignID !256
    #dbg_assign(i1 undef, !181, !DIExpression(), !256, ptr %6, !DIExpression(), !254)
  %7 = alloca %struct.vm, align 8, !DIAssignID !257
    #dbg_assign(i1 undef, !185, !DIExpression(), !257, ptr %7, !DIExpression(), !254)
    #dbg_value(i32 0, !159, !DIExpression(), !258)
  %8 = getelementptr inbounds i8, ptr %3, i64 8
  %9 = getelementptr inbounds i8, ptr %3, i64 16
  %10 = getelementptr inbounds i8, ptr %7, i64 712
  %11 = getelementptr inbounds i8, ptr %7, i64 64
  %12 = getelementptr inbounds i8, ptr %7, i64 704
  %13 = getelementptr inbounds i8, ptr %7, i64 576
  %14 = getelementptr inbounds i8, ptr %7, i64 40
  br label %16, !dbg !259

15:                                               ; preds = %438
  ret i32 0, !dbg !260

16:                                               ; preds = %0, %438
  %17 = phi i64 [ 0, %0 ], [ %444, %438 ]
    #dbg_value(i64 %17, !159, !DIExpression(), !258)
  call void @llvm.lifetime.start.p0(i64 1792, ptr nonnull %4) #12, !dbg !261
  call void @llvm.lifetime.start.p0(i64 192, ptr nonnull %5) #12, !dbg !262
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %6) #12, !dbg !263
  %18 = getelementptr inbounds [5 x ptr], ptr @progs, i64 0, i64 %17, !dbg !264
  %19 = load ptr, ptr %18, align 8, !dbg !264, !tbaa !265
    #dbg_assign(i1 undef, !234, !DIExpression(), !252, ptr %3, !DIExpression(), !251)
    #dbg_value(ptr %19, !213, !DIExpression(), !248)
    #dbg_value(ptr %4, !214, !DIExpression(), !248)
    #dbg_value(ptr %5, !215, !DIExpression(), !248)
    #dbg_value(ptr %6, !216, !DIExpression(), !248)
    #dbg_value(i32 0, !217, !DIExpression(), !248)
    #dbg_value(i32 0, !218, !DIExpression(), !248)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #12, !dbg !269
    #dbg_value(ptr %19, !219, !DIExpression(), !248)
    #dbg_value(i32 0, !217, !DIExpression(), !248)
    #dbg_value(i32 0, !218, !DIExpression(), !248)
  %20 = load i8, ptr %19, align 1, !dbg !270, !tbaa !271
  %21 = icmp eq i8 %20, 0, !dbg !272
  br i1 %21, label %220, label %22, !dbg !272

22:                                               ; preds = %16
  %23 = tail call ptr @__ctype_b_loc() #13, !dbg !248
  br label %53, !dbg !272

24:                                               ; preds = %214
    #dbg_value(i32 0, !241, !DIExpression(), !273)
  %25 = icmp sgt i32 %216, 0, !dbg !274
  %26 = icmp sgt i32 %217, 0
  %27 = and i1 %25, %26, !dbg !275
  br i1 %27, label %28, label %220, !dbg !275

28:                                               ; preds = %24
  %29 = zext nneg i32 %216 to i64, !dbg !274
  %30 = zext nneg i32 %217 to i64
  br label %31, !dbg !275

31:                                               ; preds = %48, %28
  %32 = phi i64 [ 0, %28 ], [ %49, %48 ]
    #dbg_value(i64 %32, !241, !DIExpression(), !273)
  %33 = getelementptr inbounds %struct.insn, ptr %4, i64 %32, !dbg !276
  %34 = getelementptr inbounds i8, ptr %33, i64 16, !dbg !277
  %35 = load i8, ptr %34, align 4, !dbg !276, !tbaa !271
  %36 = icmp eq i8 %35, 0, !dbg !276
  br i1 %36, label %48, label %51, !dbg !278

37:                                               ; preds = %51, %45
  %38 = phi i64 [ 0, %51 ], [ %46, %45 ]
    #dbg_value(i64 %38, !243, !DIExpression(), !279)
  %39 = getelementptr inbounds [12 x i8], ptr %5, i64 %38, !dbg !280
  %40 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %34, ptr noundef nonnull dereferenceable(1) %39) #14, !dbg !283
  %41 = icmp eq i32 %40, 0, !dbg !284
  br i1 %41, label %42, label %45, !dbg !285

42:                                               ; preds = %37
  %43 = getelementptr inbounds i32, ptr %6, i64 %38, !dbg !286
  %44 = load i32, ptr %43, align 4, !dbg !286, !tbaa !287
  store i32 %44, ptr %52, align 4, !dbg !289, !tbaa !290
  br label %45, !dbg !292

45:                                               ; preds = %42, %37
  %46 = add nuw nsw i64 %38, 1, !dbg !293
    #dbg_value(i64 %46, !243, !DIExpression(), !279)
  %47 = icmp eq i64 %46, %30, !dbg !294
  br i1 %47, label %48, label %37, !dbg !295, !llvm.loop !296

48:                                               ; preds = %45, %31
  %49 = add nuw nsw i64 %32, 1, !dbg !299
    #dbg_value(i64 %49, !241, !DIExpression(), !273)
  %50 = icmp eq i64 %49, %29, !dbg !274
  br i1 %50, label %220, label %31, !dbg !275, !llvm.loop !300

51:                                               ; preds = %31
    #dbg_value(i32 0, !243, !DIExpression(), !279)
  %52 = getelementptr inbounds i8, ptr %33, i64 12
  br label %37, !dbg !295

53:                                               ; preds = %214, %22
  %54 = phi i32 [ 0, %22 ], [ %216, %214 ]
  %55 = phi i32 [ 0, %22 ], [ %217, %214 ]
  %56 = phi ptr [ %19, %22 ], [ %81, %214 ]
    #dbg_value(i32 %54, !217, !DIExpression(), !248)
    #dbg_value(i32 %55, !218, !DIExpression(), !248)
    #dbg_value(ptr %56, !219, !DIExpression(), !248)
  %57 = call ptr @strchr(ptr noundef nonnull dereferenceable(1) %56, i32 noundef 10) #14, !dbg !302
    #dbg_value(ptr %57, !220, !DIExpression(), !251)
  %58 = icmp ne ptr %57, null, !dbg !303
  br i1 %58, label %59, label %63, !dbg !303

59:                                               ; preds = %53
  %60 = ptrtoint ptr %57 to i64, !dbg !304
  %61 = ptrtoint ptr %56 to i64, !dbg !304
  %62 = sub i64 %60, %61, !dbg !304
  br label %65, !dbg !303

63:                                               ; preds = %53
  %64 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %56) #14, !dbg !305
  br label %65, !dbg !303

65:                                               ; preds = %63, %59
  %66 = phi i64 [ %62, %59 ], [ %64, %63 ], !dbg !303
    #dbg_value(i64 %66, !222, !DIExpression(), !251)
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %1, ptr nonnull align 1 %56, i64 %66, i1 false), !dbg !306
  %67 = getelementptr inbounds [64 x i8], ptr %1, i64 0, i64 %66, !dbg !307
  store i8 0, ptr %67, align 1, !dbg !308, !tbaa !271
  %68 = zext i1 %58 to i64, !dbg !309
    #dbg_value(ptr %81, !219, !DIExpression(), !248)
    #dbg_value(ptr %1, !223, !DIExpression(), !251)
  %69 = load ptr, ptr %23, align 8, !tbaa !265
  br label %70, !dbg !310

70:                                               ; preds = %70, %65
  %71 = phi ptr [ %1, %65 ], [ %78, %70 ], !dbg !251
    #dbg_value(ptr %71, !223, !DIExpression(), !251)
  %72 = load i8, ptr %71, align 1, !dbg !311, !tbaa !271
  %73 = zext i8 %72 to i64, !dbg !311
  %74 = getelementptr inbounds i16, ptr %69, i64 %73, !dbg !311
  %75 = load i16, ptr %74, align 2, !dbg !311, !tbaa !312
  %76 = and i16 %75, 8192, !dbg !311
  %77 = icmp eq i16 %76, 0, !dbg !310
  %78 = getelementptr inbounds i8, ptr %71, i64 1, !dbg !314
    #dbg_value(ptr %78, !223, !DIExpression(), !251)
  br i1 %77, label %79, label %70, !dbg !310, !llvm.loop !315

79:                                               ; preds = %70
  %80 = add i64 %66, %68, !dbg !316
  %81 = getelementptr inbounds i8, ptr %56, i64 %80, !dbg !317
  switch i8 %72, label %82 [
    i8 0, label %214
    i8 59, label %214
  ], !dbg !318, !llvm.loop !320

82:                                               ; preds = %79
  %83 = call ptr @strchr(ptr noundef nonnull dereferenceable(1) %71, i32 noundef 58) #14, !dbg !322
    #dbg_value(ptr %83, !224, !DIExpression(), !251)
  %84 = icmp eq ptr %83, null, !dbg !323
  br i1 %84, label %91, label %85, !dbg !325

85:                                               ; preds = %82
  store i8 0, ptr %83, align 1, !dbg !326, !tbaa !271
  %86 = sext i32 %55 to i64, !dbg !328
  %87 = getelementptr inbounds [12 x i8], ptr %5, i64 %86, !dbg !328
  %88 = call ptr @strcpy(ptr noundef nonnull dereferenceable(1) %87, ptr noundef nonnull dereferenceable(1) %71) #12, !dbg !329
  %89 = add nsw i32 %55, 1, !dbg !330
    #dbg_value(i32 %89, !218, !DIExpression(), !248)
  %90 = getelementptr inbounds i32, ptr %6, i64 %86, !dbg !331
  store i32 %54, ptr %90, align 4, !dbg !332, !tbaa !287
  br label %214, !dbg !333, !llvm.loop !334

91:                                               ; preds = %82
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %2) #12, !dbg !335
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %2, i8 0, i64 48, i1 false), !dbg !336, !DIAssignID !337
    #dbg_assign(i8 0, !225, !DIExpression(), !337, ptr %2, !DIExpression(), !251)
    #dbg_value(i32 0, !228, !DIExpression(), !251)
    #dbg_value(ptr %71, !223, !DIExpression(), !251)
  %92 = icmp eq i8 %72, 0, !dbg !338
  br i1 %92, label %93, label %96, !dbg !339

93:                                               ; preds = %91
    #dbg_value(i32 %173, !217, !DIExpression(), !248)
  %94 = sext i32 %54 to i64, !dbg !340
  %95 = getelementptr inbounds %struct.insn, ptr %4, i64 %94, !dbg !340
    #dbg_value(ptr %95, !231, !DIExpression(), !251)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(28) %95, i8 0, i64 28, i1 false), !dbg !341
    #dbg_value(i64 1, !232, !DIExpression(), !342)
  br label %142, !dbg !343

96:                                               ; preds = %91, %117
  %97 = phi i8 [ %123, %117 ], [ %72, %91 ]
  %98 = phi i32 [ %122, %117 ], [ 0, %91 ]
  %99 = phi ptr [ %111, %117 ], [ %71, %91 ]
    #dbg_value(i32 %98, !228, !DIExpression(), !251)
    #dbg_value(ptr %99, !223, !DIExpression(), !251)
  br label %100, !dbg !345

100:                                              ; preds = %105, %96
  %101 = phi i8 [ %107, %105 ], [ %97, %96 ], !dbg !346
  %102 = phi ptr [ %106, %105 ], [ %99, %96 ], !dbg !251
    #dbg_value(ptr %102, !223, !DIExpression(), !251)
  switch i8 %101, label %103 [
    i8 32, label %105
    i8 44, label %105
  ], !dbg !347

103:                                              ; preds = %100
  %104 = zext nneg i32 %98 to i64
  br label %108, !dbg !348

105:                                              ; preds = %100, %100
  %106 = getelementptr inbounds i8, ptr %102, i64 1, !dbg !349
    #dbg_value(ptr %106, !223, !DIExpression(), !251)
  %107 = load i8, ptr %106, align 1, !dbg !346, !tbaa !271
  br label %100, !dbg !345, !llvm.loop !350

108:                                              ; preds = %112, %103
  %109 = phi i8 [ %101, %103 ], [ %116, %112 ], !dbg !351
  %110 = phi i64 [ 0, %103 ], [ %114, %112 ], !dbg !251
  %111 = phi ptr [ %102, %103 ], [ %113, %112 ], !dbg !251
    #dbg_value(i64 %110, !229, !DIExpression(), !352)
    #dbg_value(ptr %111, !223, !DIExpression(), !251)
  switch i8 %109, label %112 [
    i8 0, label %117
    i8 32, label %117
    i8 44, label %117
  ], !dbg !353

112:                                              ; preds = %108
  %113 = getelementptr inbounds i8, ptr %111, i64 1, !dbg !354
    #dbg_value(ptr %113, !223, !DIExpression(), !251)
  %114 = add nuw nsw i64 %110, 1, !dbg !355
    #dbg_value(i64 %114, !229, !DIExpression(), !352)
  %115 = getelementptr inbounds [4 x [12 x i8]], ptr %2, i64 0, i64 %104, i64 %110, !dbg !356
  store i8 %109, ptr %115, align 1, !dbg !357, !tbaa !271
  %116 = load i8, ptr %113, align 1, !dbg !351, !tbaa !271
  br label %108, !dbg !348, !llvm.loop !358

117:                                              ; preds = %108, %108, %108
  %118 = and i64 %110, 4294967295, !dbg !359
  %119 = getelementptr inbounds [4 x [12 x i8]], ptr %2, i64 0, i64 %104, i64 %118, !dbg !359
  store i8 0, ptr %119, align 1, !dbg !360, !tbaa !271
  %120 = icmp ne i64 %110, 0, !dbg !361
  %121 = zext i1 %120 to i32, !dbg !363
  %122 = add nuw nsw i32 %98, %121, !dbg !363
    #dbg_value(i32 %122, !228, !DIExpression(), !251)
    #dbg_value(ptr %111, !223, !DIExpression(), !251)
  %123 = load i8, ptr %111, align 1, !dbg !338, !tbaa !271
  %124 = icmp ne i8 %123, 0, !dbg !338
  %125 = icmp ult i32 %122, 4, !dbg !364
  %126 = select i1 %124, i1 %125, i1 false, !dbg !364
  br i1 %126, label %96, label %127, !dbg !339, !llvm.loop !365

127:                                              ; preds = %117
  %128 = load i32, ptr %2, align 16, !dbg !367
    #dbg_value(i32 %173, !217, !DIExpression(), !248)
  %129 = sext i32 %54 to i64, !dbg !340
  %130 = getelementptr inbounds %struct.insn, ptr %4, i64 %129, !dbg !340
    #dbg_value(ptr %130, !231, !DIExpression(), !251)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(28) %130, i8 0, i64 28, i1 false), !dbg !341
    #dbg_value(i64 1, !232, !DIExpression(), !342)
  switch i32 %128, label %142 [
    i32 7761773, label %140
    i32 6579297, label %134
    i32 6452595, label %135
    i32 7107949, label %138
    i32 7760228, label %136
    i32 6582125, label %137
    i32 7368042, label %139
  ], !dbg !343

131:                                              ; preds = %172
  %132 = getelementptr i8, ptr %143, i64 16
  %133 = zext nneg i32 %144 to i64, !dbg !369
  br label %179, !dbg !370

134:                                              ; preds = %127
  store i32 2, ptr %130, align 4, !dbg !371, !tbaa !372
  br label %142, !dbg !373

135:                                              ; preds = %127
  store i32 3, ptr %130, align 4, !dbg !371, !tbaa !372
    #dbg_value(i64 4, !232, !DIExpression(), !342)
  br label %142, !dbg !343

136:                                              ; preds = %127
  store i32 5, ptr %130, align 4, !dbg !371, !tbaa !372
  br label %142, !dbg !373

137:                                              ; preds = %127
  store i32 6, ptr %130, align 4, !dbg !371, !tbaa !372
    #dbg_value(i64 7, !232, !DIExpression(), !342)
  br label %142, !dbg !343

138:                                              ; preds = %127
  br label %140, !dbg !371

139:                                              ; preds = %127
  br label %140, !dbg !371

140:                                              ; preds = %127, %139, %138
  %141 = phi i32 [ 1, %127 ], [ 4, %138 ], [ 7, %139 ]
  store i32 %141, ptr %130, align 4, !dbg !371, !tbaa !372
  br label %142, !dbg !367

142:                                              ; preds = %127, %93, %134, %136, %135, %137, %140
  %143 = phi ptr [ %130, %140 ], [ %130, %137 ], [ %130, %136 ], [ %130, %135 ], [ %130, %134 ], [ %95, %93 ], [ %130, %127 ]
  %144 = phi i32 [ %122, %140 ], [ %122, %137 ], [ %122, %136 ], [ %122, %135 ], [ %122, %134 ], [ 0, %93 ], [ %122, %127 ]
  %145 = phi i32 [ %128, %140 ], [ 6582125, %137 ], [ 7760228, %136 ], [ 6452595, %135 ], [ 6579297, %134 ], [ 0, %93 ], [ %128, %127 ]
    #dbg_value(i64 8, !232, !DIExpression(), !342)
  %146 = call i32 @bcmp(ptr noundef nonnull dereferenceable(3) %2, ptr noundef nonnull dereferenceable(3) @.str.16, i64 3), !dbg !367
  %147 = icmp eq i32 %146, 0, !dbg !374
  br i1 %147, label %148, label %149, !dbg !343

148:                                              ; preds = %142
  store i32 8, ptr %143, align 4, !dbg !371, !tbaa !372
  br label %149, !dbg !373

149:                                              ; preds = %148, %142
    #dbg_value(i64 9, !232, !DIExpression(), !342)
  switch i32 %145, label %153 [
    i32 8023658, label %151
    i32 7629930, label %150
  ], !dbg !343

150:                                              ; preds = %149
  br label %151, !dbg !373

151:                                              ; preds = %150, %149
  %152 = phi i32 [ 10, %150 ], [ 9, %149 ]
  store i32 %152, ptr %143, align 4, !dbg !371, !tbaa !372
  br label %153, !dbg !367

153:                                              ; preds = %151, %149
    #dbg_value(i64 11, !232, !DIExpression(), !342)
  %154 = call i32 @bcmp(ptr noundef nonnull dereferenceable(5) %2, ptr noundef nonnull dereferenceable(5) @.str.19, i64 5), !dbg !367
  %155 = icmp eq i32 %154, 0, !dbg !374
    #dbg_value(i64 12, !232, !DIExpression(), !342)
  %156 = icmp eq i32 %145, 7628146, !dbg !367
  %157 = or i1 %156, %155, !dbg !367
  br i1 %157, label %158, label %160, !dbg !367

158:                                              ; preds = %153
  %159 = select i1 %156, i32 12, i32 11, !dbg !343
  store i32 %159, ptr %143, align 4, !dbg !367, !tbaa !372
  br label %160, !dbg !367

160:                                              ; preds = %153, %158
    #dbg_value(i64 13, !232, !DIExpression(), !342)
  %161 = call i32 @bcmp(ptr noundef nonnull dereferenceable(3) %2, ptr noundef nonnull dereferenceable(3) @.str.21, i64 3), !dbg !367
  %162 = icmp eq i32 %161, 0, !dbg !374
  br i1 %162, label %163, label %164, !dbg !343

163:                                              ; preds = %160
  store i32 13, ptr %143, align 4, !dbg !371, !tbaa !372
  br label %164, !dbg !373

164:                                              ; preds = %163, %160
    #dbg_value(i64 14, !232, !DIExpression(), !342)
  %165 = call i32 @bcmp(ptr noundef nonnull dereferenceable(3) %2, ptr noundef nonnull dereferenceable(3) @.str.22, i64 3), !dbg !367
  %166 = icmp eq i32 %165, 0, !dbg !374
  br i1 %166, label %167, label %168, !dbg !343

167:                                              ; preds = %164
  store i32 14, ptr %143, align 4, !dbg !371, !tbaa !372
  br label %168, !dbg !373

168:                                              ; preds = %167, %164
    #dbg_value(i64 15, !232, !DIExpression(), !342)
  switch i32 %145, label %172 [
    i32 7632239, label %170
    i32 7629928, label %169
  ], !dbg !343

169:                                              ; preds = %168
  br label %170, !dbg !373

170:                                              ; preds = %169, %168
  %171 = phi i32 [ 16, %169 ], [ 15, %168 ]
  store i32 %171, ptr %143, align 4, !dbg !371, !tbaa !372
  br label %172, !dbg !375

172:                                              ; preds = %170, %168
    #dbg_value(i64 17, !232, !DIExpression(), !342)
  %173 = add nsw i32 %54, 1, !dbg !375
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #12, !dbg !376
  %174 = getelementptr inbounds i8, ptr %143, i64 4, !dbg !377
  store ptr %174, ptr %3, align 16, !dbg !378, !tbaa !265, !DIAssignID !379
    #dbg_assign(ptr %174, !234, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !379, ptr %3, !DIExpression(), !251)
  %175 = getelementptr inbounds i8, ptr %143, i64 8, !dbg !380
  store ptr %175, ptr %8, align 8, !dbg !378, !tbaa !265, !DIAssignID !381
    #dbg_assign(ptr %175, !234, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !381, ptr %8, !DIExpression(), !251)
  %176 = getelementptr inbounds i8, ptr %143, i64 12, !dbg !382
  store ptr %176, ptr %9, align 16, !dbg !378, !tbaa !265, !DIAssignID !383
    #dbg_assign(ptr %176, !234, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !383, ptr %9, !DIExpression(), !251)
    #dbg_value(i32 1, !236, !DIExpression(), !384)
  %177 = icmp sgt i32 %144, 1, !dbg !369
  br i1 %177, label %131, label %178, !dbg !370

178:                                              ; preds = %211, %172
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #12, !dbg !321
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %2) #12, !dbg !321
  br label %214, !dbg !321

179:                                              ; preds = %211, %131
  %180 = phi i64 [ 1, %131 ], [ %212, %211 ]
    #dbg_value(i64 %180, !236, !DIExpression(), !384)
  %181 = getelementptr inbounds [4 x [12 x i8]], ptr %2, i64 0, i64 %180, !dbg !385
    #dbg_value(ptr %181, !386, !DIExpression(), !391)
  %182 = load i8, ptr %181, align 4, !dbg !393, !tbaa !271
  %183 = icmp eq i8 %182, 114, !dbg !394
  br i1 %183, label %184, label %194, !dbg !393

184:                                              ; preds = %179
  %185 = getelementptr inbounds i8, ptr %181, i64 1, !dbg !395
  %186 = load i8, ptr %185, align 1, !dbg !395, !tbaa !271
    #dbg_value(i8 %186, !238, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_constu, 48, DW_OP_minus, DW_OP_stack_value), !396)
  %187 = icmp sgt i8 %186, 47, !dbg !397
  br i1 %187, label %188, label %194, !dbg !399

188:                                              ; preds = %184
  %189 = zext nneg i8 %186 to i32, !dbg !395
    #dbg_value(i32 %189, !238, !DIExpression(DW_OP_constu, 48, DW_OP_minus, DW_OP_stack_value), !396)
  %190 = add nsw i32 %189, -48, !dbg !400
    #dbg_value(i32 %190, !238, !DIExpression(), !396)
  %191 = add nsw i64 %180, -1, !dbg !401
  %192 = getelementptr inbounds [3 x ptr], ptr %3, i64 0, i64 %191, !dbg !402
  %193 = load ptr, ptr %192, align 8, !dbg !402, !tbaa !265
  store i32 %190, ptr %193, align 4, !dbg !403, !tbaa !287
  br label %211, !dbg !404

194:                                              ; preds = %184, %179
  %195 = load ptr, ptr %23, align 8, !dbg !405, !tbaa !265
  %196 = zext i8 %182 to i64, !dbg !405
  %197 = getelementptr inbounds i16, ptr %195, i64 %196, !dbg !405
  %198 = load i16, ptr %197, align 2, !dbg !405, !tbaa !312
  %199 = and i16 %198, 2048, !dbg !405
  %200 = icmp ne i16 %199, 0, !dbg !405
  %201 = icmp eq i8 %182, 45
  %202 = or i1 %201, %200, !dbg !407
  br i1 %202, label %203, label %209, !dbg !407

203:                                              ; preds = %194
    #dbg_value(ptr %181, !408, !DIExpression(), !412)
  %204 = call i64 @strtol(ptr nocapture noundef nonnull %181, ptr noundef null, i32 noundef 10) #12, !dbg !414
  %205 = trunc i64 %204 to i32, !dbg !415
  %206 = add nsw i64 %180, -1, !dbg !416
  %207 = getelementptr inbounds [3 x ptr], ptr %3, i64 0, i64 %206, !dbg !417
  %208 = load ptr, ptr %207, align 8, !dbg !417, !tbaa !265
  store i32 %205, ptr %208, align 4, !dbg !418, !tbaa !287
  br label %211, !dbg !419

209:                                              ; preds = %194
  %210 = call ptr @strcpy(ptr noundef nonnull dereferenceable(1) %132, ptr noundef nonnull dereferenceable(1) %181) #12, !dbg !420
  br label %211

211:                                              ; preds = %209, %203, %188
  %212 = add nuw nsw i64 %180, 1, !dbg !421
    #dbg_value(i64 %212, !236, !DIExpression(), !384)
  %213 = icmp eq i64 %212, %133, !dbg !369
  br i1 %213, label %178, label %179, !dbg !370, !llvm.loop !422

214:                                              ; preds = %178, %85, %79, %79
  %215 = phi i32 [ %55, %79 ], [ %55, %79 ], [ %89, %85 ], [ %55, %178 ], !dbg !248
  %216 = phi i32 [ %54, %79 ], [ %54, %79 ], [ %54, %85 ], [ %173, %178 ], !dbg !424
    #dbg_value(i32 %216, !217, !DIExpression(), !248)
    #dbg_value(i32 %215, !218, !DIExpression(), !248)
    #dbg_value(ptr %81, !219, !DIExpression(), !248)
  %217 = freeze i32 %215
  %218 = load i8, ptr %81, align 1, !dbg !270, !tbaa !271
  %219 = icmp eq i8 %218, 0, !dbg !272
  br i1 %219, label %24, label %53, !dbg !272

220:                                              ; preds = %48, %16, %24
  %221 = phi i32 [ %216, %24 ], [ 0, %16 ], [ %216, %48 ]
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #12, !dbg !425
    #dbg_value(i32 %221, !184, !DIExpression(), !254)
  call void @llvm.lifetime.start.p0(i64 720, ptr nonnull %7) #12, !dbg !426
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(720) %7, i8 0, i64 720, i1 false), !dbg !427, !DIAssignID !428
    #dbg_assign(i8 0, !185, !DIExpression(), !428, ptr %7, !DIExpression(), !254)
  %222 = trunc nuw nsw i64 %17 to i32, !dbg !429
  %223 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %222, i32 noundef %221), !dbg !429
    #dbg_value(i32 0, !201, !DIExpression(), !430)
  %224 = icmp sgt i32 %221, 0, !dbg !431
  br i1 %224, label %225, label %434, !dbg !433

225:                                              ; preds = %220
  %226 = add nsw i32 %221, -1, !dbg !433
  %227 = call i32 @llvm.umin.i32(i32 %226, i32 3), !dbg !433
  %228 = add nuw nsw i32 %227, 1, !dbg !433
  %229 = zext nneg i32 %228 to i64, !dbg !434
  br label %446, !dbg !433

230:                                              ; preds = %446
    #dbg_value(ptr %7, !435, !DIExpression(), !451)
    #dbg_value(ptr %4, !443, !DIExpression(), !451)
    #dbg_value(i32 %221, !444, !DIExpression(), !451)
    #dbg_value(i64 20000, !445, !DIExpression(), !451)
    #dbg_value(i32 0, !446, !DIExpression(), !451)
  br i1 %224, label %231, label %434, !dbg !453

231:                                              ; preds = %230, %429
  %232 = phi i32 [ %430, %429 ], [ 0, %230 ]
    #dbg_value(i32 %232, !446, !DIExpression(), !451)
  %233 = load i64, ptr %10, align 8, !dbg !454, !tbaa !455
  %234 = icmp slt i64 %233, 20000, !dbg !458
  br i1 %234, label %235, label %434, !dbg !459

235:                                              ; preds = %231
  %236 = add nuw nsw i32 %232, 1, !dbg !460
    #dbg_value(i32 %236, !446, !DIExpression(), !451)
  %237 = zext nneg i32 %232 to i64, !dbg !461
  %238 = getelementptr inbounds %struct.insn, ptr %4, i64 %237, !dbg !461
    #dbg_value(ptr %238, !447, !DIExpression(), !462)
  %239 = add nsw i64 %233, 1, !dbg !463
  store i64 %239, ptr %10, align 8, !dbg !463, !tbaa !455, !DIAssignID !464
    #dbg_assign(i64 %239, !185, !DIExpression(DW_OP_LLVM_fragment, 5696, 64), !464, ptr %10, !DIExpression(), !254)
    #dbg_value(ptr %7, !449, !DIExpression(), !462)
  %240 = load i32, ptr %238, align 4, !dbg !465, !tbaa !372
  switch i32 %240, label %429 [
    i32 0, label %241
    i32 1, label %249
    i32 2, label %259
    i32 3, label %275
    i32 4, label %291
    i32 5, label %307
    i32 6, label %325
    i32 7, label %343
    i32 8, label %346
    i32 9, label %356
    i32 10, label %366
    i32 11, label %381
    i32 12, label %388
    i32 13, label %396
    i32 14, label %409
    i32 15, label %422
    i32 16, label %438
  ], !dbg !466

241:                                              ; preds = %235
  %242 = getelementptr inbounds i8, ptr %238, i64 8, !dbg !467
  %243 = load i32, ptr %242, align 4, !dbg !467, !tbaa !469
  %244 = sext i32 %243 to i64, !dbg !470
  %245 = getelementptr inbounds i8, ptr %238, i64 4, !dbg !471
  %246 = load i32, ptr %245, align 4, !dbg !471, !tbaa !472
  %247 = sext i32 %246 to i64, !dbg !473
  %248 = getelementptr inbounds i64, ptr %7, i64 %247, !dbg !473
  store i64 %244, ptr %248, align 8, !dbg !474, !tbaa !475
  br label %429, !dbg !476

249:                                              ; preds = %235
  %250 = getelementptr inbounds i8, ptr %238, i64 8, !dbg !477
  %251 = load i32, ptr %250, align 4, !dbg !477, !tbaa !469
  %252 = sext i32 %251 to i64, !dbg !478
  %253 = getelementptr inbounds i64, ptr %7, i64 %252, !dbg !478
  %254 = load i64, ptr %253, align 8, !dbg !478, !tbaa !475
  %255 = getelementptr inbounds i8, ptr %238, i64 4, !dbg !479
  %256 = load i32, ptr %255, align 4, !dbg !479, !tbaa !472
  %257 = sext i32 %256 to i64, !dbg !480
  %258 = getelementptr inbounds i64, ptr %7, i64 %257, !dbg !480
  store i64 %254, ptr %258, align 8, !dbg !481, !tbaa !475
  br label %429, !dbg !482

259:                                              ; preds = %235
  %260 = getelementptr inbounds i8, ptr %238, i64 8, !dbg !483
  %261 = load i32, ptr %260, align 4, !dbg !483, !tbaa !469
  %262 = sext i32 %261 to i64, !dbg !484
  %263 = getelementptr inbounds i64, ptr %7, i64 %262, !dbg !484
  %264 = load i64, ptr %263, align 8, !dbg !484, !tbaa !475
  %265 = getelementptr inbounds i8, ptr %238, i64 12, !dbg !485
  %266 = load i32, ptr %265, align 4, !dbg !485, !tbaa !290
  %267 = sext i32 %266 to i64, !dbg !486
  %268 = getelementptr inbounds i64, ptr %7, i64 %267, !dbg !486
  %269 = load i64, ptr %268, align 8, !dbg !486, !tbaa !475
  %270 = add nsw i64 %269, %264, !dbg !487
  %271 = getelementptr inbounds i8, ptr %238, i64 4, !dbg !488
  %272 = load i32, ptr %271, align 4, !dbg !488, !tbaa !472
  %273 = sext i32 %272 to i64, !dbg !489
  %274 = getelementptr inbounds i64, ptr %7, i64 %273, !dbg !489
  store i64 %270, ptr %274, align 8, !dbg !490, !tbaa !475
  br label %429, !dbg !491

275:                                              ; preds = %235
  %276 = getelementptr inbounds i8, ptr %238, i64 8, !dbg !492
  %277 = load i32, ptr %276, align 4, !dbg !492, !tbaa !469
  %278 = sext i32 %277 to i64, !dbg !493
  %279 = getelementptr inbounds i64, ptr %7, i64 %278, !dbg !493
  %280 = load i64, ptr %279, align 8, !dbg !493, !tbaa !475
  %281 = getelementptr inbounds i8, ptr %238, i64 12, !dbg !494
  %282 = load i32, ptr %281, align 4, !dbg !494, !tbaa !290
  %283 = sext i32 %282 to i64, !dbg !495
  %284 = getelementptr inbounds i64, ptr %7, i64 %283, !dbg !495
  %285 = load i64, ptr %284, align 8, !dbg !495, !tbaa !475
  %286 = sub nsw i64 %280, %285, !dbg !496
  %287 = getelementptr inbounds i8, ptr %238, i64 4, !dbg !497
  %288 = load i32, ptr %287, align 4, !dbg !497, !tbaa !472
  %289 = sext i32 %288 to i64, !dbg !498
  %290 = getelementptr inbounds i64, ptr %7, i64 %289, !dbg !498
  store i64 %286, ptr %290, align 8, !dbg !499, !tbaa !475
  br label %429, !dbg !500

291:                                              ; preds = %235
  %292 = getelementptr inbounds i8, ptr %238, i64 8, !dbg !501
  %293 = load i32, ptr %292, align 4, !dbg !501, !tbaa !469
  %294 = sext i32 %293 to i64, !dbg !502
  %295 = getelementptr inbounds i64, ptr %7, i64 %294, !dbg !502
  %296 = load i64, ptr %295, align 8, !dbg !502, !tbaa !475
  %297 = getelementptr inbounds i8, ptr %238, i64 12, !dbg !503
  %298 = load i32, ptr %297, align 4, !dbg !503, !tbaa !290
  %299 = sext i32 %298 to i64, !dbg !504
  %300 = getelementptr inbounds i64, ptr %7, i64 %299, !dbg !504
  %301 = load i64, ptr %300, align 8, !dbg !504, !tbaa !475
  %302 = mul nsw i64 %301, %296, !dbg !505
  %303 = getelementptr inbounds i8, ptr %238, i64 4, !dbg !506
  %304 = load i32, ptr %303, align 4, !dbg !506, !tbaa !472
  %305 = sext i32 %304 to i64, !dbg !507
  %306 = getelementptr inbounds i64, ptr %7, i64 %305, !dbg !507
  store i64 %302, ptr %306, align 8, !dbg !508, !tbaa !475
  br label %429, !dbg !509

307:                                              ; preds = %235
  %308 = getelementptr inbounds i8, ptr %238, i64 12, !dbg !510
  %309 = load i32, ptr %308, align 4, !dbg !510, !tbaa !290
  %310 = sext i32 %309 to i64, !dbg !512
  %311 = getelementptr inbounds i64, ptr %7, i64 %310, !dbg !512
  %312 = load i64, ptr %311, align 8, !dbg !512, !tbaa !475
  %313 = icmp eq i64 %312, 0, !dbg !512
  br i1 %313, label %438, label %314, !dbg !513

314:                                              ; preds = %307
  %315 = getelementptr inbounds i8, ptr %238, i64 8, !dbg !514
  %316 = load i32, ptr %315, align 4, !dbg !514, !tbaa !469
  %317 = sext i32 %316 to i64, !dbg !515
  %318 = getelementptr inbounds i64, ptr %7, i64 %317, !dbg !515
  %319 = load i64, ptr %318, align 8, !dbg !515, !tbaa !475
  %320 = sdiv i64 %319, %312, !dbg !516
  %321 = getelementptr inbounds i8, ptr %238, i64 4, !dbg !517
  %322 = load i32, ptr %321, align 4, !dbg !517, !tbaa !472
  %323 = sext i32 %322 to i64, !dbg !518
  %324 = getelementptr inbounds i64, ptr %7, i64 %323, !dbg !518
  store i64 %320, ptr %324, align 8, !dbg !519, !tbaa !475
  br label %429, !dbg !520

325:                                              ; preds = %235
  %326 = getelementptr inbounds i8, ptr %238, i64 12, !dbg !521
  %327 = load i32, ptr %326, align 4, !dbg !521, !tbaa !290
  %328 = sext i32 %327 to i64, !dbg !523
  %329 = getelementptr inbounds i64, ptr %7, i64 %328, !dbg !523
  %330 = load i64, ptr %329, align 8, !dbg !523, !tbaa !475
  %331 = icmp eq i64 %330, 0, !dbg !523
  br i1 %331, label %438, label %332, !dbg !524

332:                                              ; preds = %325
  %333 = getelementptr inbounds i8, ptr %238, i64 8, !dbg !525
  %334 = load i32, ptr %333, align 4, !dbg !525, !tbaa !469
  %335 = sext i32 %334 to i64, !dbg !526
  %336 = getelementptr inbounds i64, ptr %7, i64 %335, !dbg !526
  %337 = load i64, ptr %336, align 8, !dbg !526, !tbaa !475
  %338 = srem i64 %337, %330, !dbg !527
  %339 = getelementptr inbounds i8, ptr %238, i64 4, !dbg !528
  %340 = load i32, ptr %339, align 4, !dbg !528, !tbaa !472
  %341 = sext i32 %340 to i64, !dbg !529
  %342 = getelementptr inbounds i64, ptr %7, i64 %341, !dbg !529
  store i64 %338, ptr %342, align 8, !dbg !530, !tbaa !475
  br label %429, !dbg !531

343:                                              ; preds = %235
  %344 = getelementptr inbounds i8, ptr %238, i64 12, !dbg !532
  %345 = load i32, ptr %344, align 4, !dbg !532, !tbaa !290
    #dbg_value(i32 %345, !446, !DIExpression(), !451)
  br label %429, !dbg !533

346:                                              ; preds = %235
  %347 = getelementptr inbounds i8, ptr %238, i64 4, !dbg !534
  %348 = load i32, ptr %347, align 4, !dbg !534, !tbaa !472
  %349 = sext i32 %348 to i64, !dbg !536
  %350 = getelementptr inbounds i64, ptr %7, i64 %349, !dbg !536
  %351 = load i64, ptr %350, align 8, !dbg !536, !tbaa !475
  %352 = icmp eq i64 %351, 0, !dbg !536
  br i1 %352, label %353, label %429, !dbg !537

353:                                              ; preds = %346
  %354 = getelementptr inbounds i8, ptr %238, i64 12, !dbg !538
  %355 = load i32, ptr %354, align 4, !dbg !538, !tbaa !290
    #dbg_value(i32 %355, !446, !DIExpression(), !451)
  br label %429, !dbg !539

356:                                              ; preds = %235
  %357 = getelementptr inbounds i8, ptr %238, i64 4, !dbg !540
  %358 = load i32, ptr %357, align 4, !dbg !540, !tbaa !472
  %359 = sext i32 %358 to i64, !dbg !542
  %360 = getelementptr inbounds i64, ptr %7, i64 %359, !dbg !542
  %361 = load i64, ptr %360, align 8, !dbg !542, !tbaa !475
  %362 = icmp eq i64 %361, 0, !dbg !542
  br i1 %362, label %429, label %363, !dbg !543

363:                                              ; preds = %356
  %364 = getelementptr inbounds i8, ptr %238, i64 12, !dbg !544
  %365 = load i32, ptr %364, align 4, !dbg !544, !tbaa !290
    #dbg_value(i32 %365, !446, !DIExpression(), !451)
  br label %429, !dbg !545

366:                                              ; preds = %235
  %367 = getelementptr inbounds i8, ptr %238, i64 4, !dbg !546
  %368 = load i32, ptr %367, align 4, !dbg !546, !tbaa !472
  %369 = sext i32 %368 to i64, !dbg !548
  %370 = getelementptr inbounds i64, ptr %7, i64 %369, !dbg !548
  %371 = load i64, ptr %370, align 8, !dbg !548, !tbaa !475
  %372 = getelementptr inbounds i8, ptr %238, i64 8, !dbg !549
  %373 = load i32, ptr %372, align 4, !dbg !549, !tbaa !469
  %374 = sext i32 %373 to i64, !dbg !550
  %375 = getelementptr inbounds i64, ptr %7, i64 %374, !dbg !550
  %376 = load i64, ptr %375, align 8, !dbg !550, !tbaa !475
  %377 = icmp slt i64 %371, %376, !dbg !551
  br i1 %377, label %378, label %429, !dbg !552

378:                                              ; preds = %366
  %379 = getelementptr inbounds i8, ptr %238, i64 12, !dbg !553
  %380 = load i32, ptr %379, align 4, !dbg !553, !tbaa !290
    #dbg_value(i32 %380, !446, !DIExpression(), !451)
  br label %429, !dbg !554

381:                                              ; preds = %235
  %382 = load i32, ptr %12, align 8, !dbg !555, !tbaa !556
  %383 = add nsw i32 %382, 1, !dbg !555
  store i32 %383, ptr %12, align 8, !dbg !555, !tbaa !556, !DIAssignID !557
    #dbg_assign(i32 %383, !185, !DIExpression(DW_OP_LLVM_fragment, 5632, 32), !557, ptr %12, !DIExpression(), !254)
  %384 = sext i32 %382 to i64, !dbg !558
  %385 = getelementptr inbounds [32 x i32], ptr %13, i64 0, i64 %384, !dbg !558
  store i32 %236, ptr %385, align 4, !dbg !559, !tbaa !287
  %386 = getelementptr inbounds i8, ptr %238, i64 12, !dbg !560
  %387 = load i32, ptr %386, align 4, !dbg !560, !tbaa !290
    #dbg_value(i32 %387, !446, !DIExpression(), !451)
  br label %429, !dbg !561

388:                                              ; preds = %235
  %389 = load i32, ptr %12, align 8, !dbg !562, !tbaa !556
  %390 = icmp eq i32 %389, 0, !dbg !564
  br i1 %390, label %438, label %391, !dbg !565

391:                                              ; preds = %388
  %392 = add nsw i32 %389, -1, !dbg !566
  store i32 %392, ptr %12, align 8, !dbg !566, !tbaa !556, !DIAssignID !567
    #dbg_assign(i32 %392, !185, !DIExpression(DW_OP_LLVM_fragment, 5632, 32), !567, ptr %12, !DIExpression(), !254)
  %393 = sext i32 %392 to i64, !dbg !568
  %394 = getelementptr inbounds [32 x i32], ptr %13, i64 0, i64 %393, !dbg !568
  %395 = load i32, ptr %394, align 4, !dbg !568, !tbaa !287
    #dbg_value(i32 %395, !446, !DIExpression(), !451)
  br label %429, !dbg !569

396:                                              ; preds = %235
  %397 = getelementptr inbounds i8, ptr %238, i64 8, !dbg !570
  %398 = load i32, ptr %397, align 4, !dbg !570, !tbaa !469
  %399 = sext i32 %398 to i64, !dbg !571
  %400 = getelementptr inbounds i64, ptr %7, i64 %399, !dbg !571
  %401 = load i64, ptr %400, align 8, !dbg !571, !tbaa !475
  %402 = and i64 %401, 63, !dbg !572
  %403 = getelementptr inbounds [64 x i64], ptr %11, i64 0, i64 %402, !dbg !573
  %404 = load i64, ptr %403, align 8, !dbg !573, !tbaa !475
  %405 = getelementptr inbounds i8, ptr %238, i64 4, !dbg !574
  %406 = load i32, ptr %405, align 4, !dbg !574, !tbaa !472
  %407 = sext i32 %406 to i64, !dbg !575
  %408 = getelementptr inbounds i64, ptr %7, i64 %407, !dbg !575
  store i64 %404, ptr %408, align 8, !dbg !576, !tbaa !475
  br label %429, !dbg !577

409:                                              ; preds = %235
  %410 = getelementptr inbounds i8, ptr %238, i64 4, !dbg !578
  %411 = load i32, ptr %410, align 4, !dbg !578, !tbaa !472
  %412 = sext i32 %411 to i64, !dbg !579
  %413 = getelementptr inbounds i64, ptr %7, i64 %412, !dbg !579
  %414 = load i64, ptr %413, align 8, !dbg !579, !tbaa !475
  %415 = getelementptr inbounds i8, ptr %238, i64 8, !dbg !580
  %416 = load i32, ptr %415, align 4, !dbg !580, !tbaa !469
  %417 = sext i32 %416 to i64, !dbg !581
  %418 = getelementptr inbounds i64, ptr %7, i64 %417, !dbg !581
  %419 = load i64, ptr %418, align 8, !dbg !581, !tbaa !475
  %420 = and i64 %419, 63, !dbg !582
  %421 = getelementptr inbounds [64 x i64], ptr %11, i64 0, i64 %420, !dbg !583
  store i64 %414, ptr %421, align 8, !dbg !584, !tbaa !475
  br label %429, !dbg !585

422:                                              ; preds = %235
  %423 = getelementptr inbounds i8, ptr %238, i64 4, !dbg !586
  %424 = load i32, ptr %423, align 4, !dbg !586, !tbaa !472
  %425 = sext i32 %424 to i64, !dbg !587
  %426 = getelementptr inbounds i64, ptr %7, i64 %425, !dbg !587
  %427 = load i64, ptr %426, align 8, !dbg !587, !tbaa !475
  %428 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, i32 noundef %424, i64 noundef %427), !dbg !588
  br label %429, !dbg !589

429:                                              ; preds = %422, %409, %396, %391, %381, %378, %366, %363, %356, %353, %346, %343, %332, %314, %291, %275, %259, %249, %241, %235
  %430 = phi i32 [ %236, %422 ], [ %236, %409 ], [ %236, %396 ], [ %395, %391 ], [ %387, %381 ], [ %380, %378 ], [ %236, %366 ], [ %365, %363 ], [ %236, %356 ], [ %236, %346 ], [ %355, %353 ], [ %345, %343 ], [ %236, %332 ], [ %236, %314 ], [ %236, %291 ], [ %236, %275 ], [ %236, %259 ], [ %236, %249 ], [ %236, %241 ], [ %236, %235 ], !dbg !460
    #dbg_value(i32 %430, !446, !DIExpression(), !451)
  %431 = icmp ult i32 %430, %221, !dbg !453
  br i1 %431, label %231, label %432, !dbg !453, !llvm.loop !590

432:                                              ; preds = %429
  %433 = load i64, ptr %10, align 8, !dbg !592, !tbaa !455
  br label %434, !dbg !453

434:                                              ; preds = %231, %220, %432, %230
  %435 = phi i64 [ 0, %230 ], [ %433, %432 ], [ 0, %220 ], [ %233, %231 ], !dbg !592
  %436 = icmp sgt i64 %435, 19999, !dbg !593
  %437 = sext i1 %436 to i32, !dbg !594
  br label %438, !dbg !595

438:                                              ; preds = %235, %307, %325, %388, %434
  %439 = phi i64 [ %435, %434 ], [ %239, %388 ], [ %239, %325 ], [ %239, %307 ], [ %239, %235 ], !dbg !596
  %440 = phi i32 [ %437, %434 ], [ 0, %235 ], [ -2, %307 ], [ -2, %325 ], [ -3, %388 ]
    #dbg_value(i32 %440, !203, !DIExpression(), !254)
  %441 = load i64, ptr %7, align 8, !dbg !597, !tbaa !475
  %442 = load i64, ptr %14, align 8, !dbg !598, !tbaa !475
  %443 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %440, i64 noundef %439, i64 noundef %441, i64 noundef %442), !dbg !599
  call void @llvm.lifetime.end.p0(i64 720, ptr nonnull %7) #12, !dbg !600
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %6) #12, !dbg !600
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %5) #12, !dbg !600
  call void @llvm.lifetime.end.p0(i64 1792, ptr nonnull %4) #12, !dbg !600
  %444 = add nuw nsw i64 %17, 1, !dbg !601
    #dbg_value(i64 %444, !159, !DIExpression(), !258)
  %445 = icmp eq i64 %444, 5, !dbg !602
  br i1 %445, label %15, label %16, !dbg !259, !llvm.loop !603

446:                                              ; preds = %225, %446
  %447 = phi i64 [ 0, %225 ], [ %461, %446 ]
    #dbg_value(i64 %447, !201, !DIExpression(), !430)
  %448 = getelementptr inbounds [64 x %struct.insn], ptr %4, i64 0, i64 %447, !dbg !605
  %449 = load i32, ptr %448, align 4, !dbg !606, !tbaa !372
  %450 = zext i32 %449 to i64, !dbg !607
  %451 = shl i64 %450, 2, !dbg !607
  %452 = call ptr @llvm.load.relative.i64(ptr @mnem.rel, i64 %451), !dbg !607
  %453 = getelementptr inbounds i8, ptr %448, i64 4, !dbg !608
  %454 = load i32, ptr %453, align 4, !dbg !608, !tbaa !472
  %455 = getelementptr inbounds i8, ptr %448, i64 8, !dbg !609
  %456 = load i32, ptr %455, align 4, !dbg !609, !tbaa !469
  %457 = getelementptr inbounds i8, ptr %448, i64 12, !dbg !610
  %458 = load i32, ptr %457, align 4, !dbg !610, !tbaa !290
  %459 = trunc nuw nsw i64 %447 to i32, !dbg !611
  %460 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %459, ptr noundef %452, i32 noundef %454, i32 noundef %456, i32 noundef %458), !dbg !611
  %461 = add nuw nsw i64 %447, 1, !dbg !612
    #dbg_value(i64 %461, !201, !DIExpression(), !430)
  %462 = icmp eq i64 %461, %229, !dbg !434
  br i1 %462, label %230, label %446, !dbg !433, !llvm.loop !613
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare !dbg !615 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !620 ptr @strchr(ptr noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !624 i64 @strlen(ptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare !dbg !627 ptr @__ctype_b_loc() local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite)
declare !dbg !633 ptr @strcpy(ptr noalias noundef returned writeonly, ptr noalias nocapture noundef readonly) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !637 i32 @strcmp(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn
declare !dbg !640 i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #8

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare i32 @bcmp(ptr nocapture, ptr nocapture, i64) local_unnamed_addr #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #10

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare ptr @llvm.load.relative.i64(ptr, i64) #11

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { mustprogress nofree nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn memory(argmem: readwrite) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nounwind willreturn memory(argmem: read) }
attributes #10 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #12 = { nounwind }
attributes #13 = { nounwind willreturn memory(none) }
attributes #14 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!147, !148, !149, !150, !151, !152, !153}
!llvm.ident = !{!154}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "progs", scope: !2, file: !3, line: 116, type: !146, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, retainedTypes: !40, globals: !51, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "tiny_vm.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "0d5e6103fbc794540e129c4344a763a7")
!4 = !{!5, !25}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "opcode", file: !3, line: 8, baseType: !6, size: 32, elements: !7)
!6 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!7 = !{!8, !9, !10, !11, !12, !13, !14, !15, !16, !17, !18, !19, !20, !21, !22, !23, !24}
!8 = !DIEnumerator(name: "LI", value: 0)
!9 = !DIEnumerator(name: "MOV", value: 1)
!10 = !DIEnumerator(name: "ADD", value: 2)
!11 = !DIEnumerator(name: "SUB", value: 3)
!12 = !DIEnumerator(name: "MUL", value: 4)
!13 = !DIEnumerator(name: "DIV", value: 5)
!14 = !DIEnumerator(name: "MOD", value: 6)
!15 = !DIEnumerator(name: "JMP", value: 7)
!16 = !DIEnumerator(name: "JZ", value: 8)
!17 = !DIEnumerator(name: "JNZ", value: 9)
!18 = !DIEnumerator(name: "JLT", value: 10)
!19 = !DIEnumerator(name: "CALL", value: 11)
!20 = !DIEnumerator(name: "RET", value: 12)
!21 = !DIEnumerator(name: "LD", value: 13)
!22 = !DIEnumerator(name: "ST", value: 14)
!23 = !DIEnumerator(name: "OUT", value: 15)
!24 = !DIEnumerator(name: "HLT", value: 16)
!25 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !26, line: 46, baseType: !6, size: 32, elements: !27)
!26 = !DIFile(filename: "/usr/include/ctype.h", directory: "", checksumkind: CSK_MD5, checksum: "3ab3dd7fdf2578005732722ee2393e59")
!27 = !{!28, !29, !30, !31, !32, !33, !34, !35, !36, !37, !38, !39}
!28 = !DIEnumerator(name: "_ISupper", value: 256)
!29 = !DIEnumerator(name: "_ISlower", value: 512)
!30 = !DIEnumerator(name: "_ISalpha", value: 1024)
!31 = !DIEnumerator(name: "_ISdigit", value: 2048)
!32 = !DIEnumerator(name: "_ISxdigit", value: 4096)
!33 = !DIEnumerator(name: "_ISspace", value: 8192)
!34 = !DIEnumerator(name: "_ISprint", value: 16384)
!35 = !DIEnumerator(name: "_ISgraph", value: 32768)
!36 = !DIEnumerator(name: "_ISblank", value: 1)
!37 = !DIEnumerator(name: "_IScntrl", value: 2)
!38 = !DIEnumerator(name: "_ISpunct", value: 4)
!39 = !DIEnumerator(name: "_ISalnum", value: 8)
!40 = !{!41, !44, !45, !46, !5, !47, !50}
!41 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !42, line: 18, baseType: !43)
!42 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!43 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!44 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!45 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!46 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!47 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !48, size: 64)
!48 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !49, size: 64)
!49 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!50 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!51 = !{!52, !57, !62, !67, !72, !77, !82, !87, !0, !92, !97, !102, !104, !106, !108, !110, !112, !114, !116, !118, !120, !125, !127, !129, !131, !133, !135, !143}
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !3, line: 145, type: !54, isLocal: true, isDefinition: true)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !49, size: 232, elements: !55)
!55 = !{!56}
!56 = !DISubrange(count: 29)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(scope: null, file: !3, line: 147, type: !59, isLocal: true, isDefinition: true)
!59 = !DICompositeType(tag: DW_TAG_array_type, baseType: !49, size: 160, elements: !60)
!60 = !{!61}
!61 = !DISubrange(count: 20)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(scope: null, file: !3, line: 149, type: !64, isLocal: true, isDefinition: true)
!64 = !DICompositeType(tag: DW_TAG_array_type, baseType: !49, size: 264, elements: !65)
!65 = !{!66}
!66 = !DISubrange(count: 33)
!67 = !DIGlobalVariableExpression(var: !68, expr: !DIExpression())
!68 = distinct !DIGlobalVariable(scope: null, file: !3, line: 118, type: !69, isLocal: true, isDefinition: true)
!69 = !DICompositeType(tag: DW_TAG_array_type, baseType: !49, size: 984, elements: !70)
!70 = !{!71}
!71 = !DISubrange(count: 123)
!72 = !DIGlobalVariableExpression(var: !73, expr: !DIExpression())
!73 = distinct !DIGlobalVariable(scope: null, file: !3, line: 121, type: !74, isLocal: true, isDefinition: true)
!74 = !DICompositeType(tag: DW_TAG_array_type, baseType: !49, size: 1320, elements: !75)
!75 = !{!76}
!76 = !DISubrange(count: 165)
!77 = !DIGlobalVariableExpression(var: !78, expr: !DIExpression())
!78 = distinct !DIGlobalVariable(scope: null, file: !3, line: 125, type: !79, isLocal: true, isDefinition: true)
!79 = !DICompositeType(tag: DW_TAG_array_type, baseType: !49, size: 3448, elements: !80)
!80 = !{!81}
!81 = !DISubrange(count: 431)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(scope: null, file: !3, line: 132, type: !84, isLocal: true, isDefinition: true)
!84 = !DICompositeType(tag: DW_TAG_array_type, baseType: !49, size: 144, elements: !85)
!85 = !{!86}
!86 = !DISubrange(count: 18)
!87 = !DIGlobalVariableExpression(var: !88, expr: !DIExpression())
!88 = distinct !DIGlobalVariable(scope: null, file: !3, line: 134, type: !89, isLocal: true, isDefinition: true)
!89 = !DICompositeType(tag: DW_TAG_array_type, baseType: !49, size: 368, elements: !90)
!90 = !{!91}
!91 = !DISubrange(count: 46)
!92 = !DIGlobalVariableExpression(var: !93, expr: !DIExpression())
!93 = distinct !DIGlobalVariable(scope: null, file: !3, line: 9, type: !94, isLocal: true, isDefinition: true)
!94 = !DICompositeType(tag: DW_TAG_array_type, baseType: !49, size: 24, elements: !95)
!95 = !{!96}
!96 = !DISubrange(count: 3)
!97 = !DIGlobalVariableExpression(var: !98, expr: !DIExpression())
!98 = distinct !DIGlobalVariable(scope: null, file: !3, line: 9, type: !99, isLocal: true, isDefinition: true)
!99 = !DICompositeType(tag: DW_TAG_array_type, baseType: !49, size: 32, elements: !100)
!100 = !{!101}
!101 = !DISubrange(count: 4)
!102 = !DIGlobalVariableExpression(var: !103, expr: !DIExpression())
!103 = distinct !DIGlobalVariable(scope: null, file: !3, line: 9, type: !99, isLocal: true, isDefinition: true)
!104 = !DIGlobalVariableExpression(var: !105, expr: !DIExpression())
!105 = distinct !DIGlobalVariable(scope: null, file: !3, line: 9, type: !99, isLocal: true, isDefinition: true)
!106 = !DIGlobalVariableExpression(var: !107, expr: !DIExpression())
!107 = distinct !DIGlobalVariable(scope: null, file: !3, line: 9, type: !99, isLocal: true, isDefinition: true)
!108 = !DIGlobalVariableExpression(var: !109, expr: !DIExpression())
!109 = distinct !DIGlobalVariable(scope: null, file: !3, line: 9, type: !99, isLocal: true, isDefinition: true)
!110 = !DIGlobalVariableExpression(var: !111, expr: !DIExpression())
!111 = distinct !DIGlobalVariable(scope: null, file: !3, line: 9, type: !99, isLocal: true, isDefinition: true)
!112 = !DIGlobalVariableExpression(var: !113, expr: !DIExpression())
!113 = distinct !DIGlobalVariable(scope: null, file: !3, line: 9, type: !99, isLocal: true, isDefinition: true)
!114 = !DIGlobalVariableExpression(var: !115, expr: !DIExpression())
!115 = distinct !DIGlobalVariable(scope: null, file: !3, line: 9, type: !94, isLocal: true, isDefinition: true)
!116 = !DIGlobalVariableExpression(var: !117, expr: !DIExpression())
!117 = distinct !DIGlobalVariable(scope: null, file: !3, line: 10, type: !99, isLocal: true, isDefinition: true)
!118 = !DIGlobalVariableExpression(var: !119, expr: !DIExpression())
!119 = distinct !DIGlobalVariable(scope: null, file: !3, line: 10, type: !99, isLocal: true, isDefinition: true)
!120 = !DIGlobalVariableExpression(var: !121, expr: !DIExpression())
!121 = distinct !DIGlobalVariable(scope: null, file: !3, line: 10, type: !122, isLocal: true, isDefinition: true)
!122 = !DICompositeType(tag: DW_TAG_array_type, baseType: !49, size: 40, elements: !123)
!123 = !{!124}
!124 = !DISubrange(count: 5)
!125 = !DIGlobalVariableExpression(var: !126, expr: !DIExpression())
!126 = distinct !DIGlobalVariable(scope: null, file: !3, line: 10, type: !99, isLocal: true, isDefinition: true)
!127 = !DIGlobalVariableExpression(var: !128, expr: !DIExpression())
!128 = distinct !DIGlobalVariable(scope: null, file: !3, line: 10, type: !94, isLocal: true, isDefinition: true)
!129 = !DIGlobalVariableExpression(var: !130, expr: !DIExpression())
!130 = distinct !DIGlobalVariable(scope: null, file: !3, line: 10, type: !94, isLocal: true, isDefinition: true)
!131 = !DIGlobalVariableExpression(var: !132, expr: !DIExpression())
!132 = distinct !DIGlobalVariable(scope: null, file: !3, line: 10, type: !99, isLocal: true, isDefinition: true)
!133 = !DIGlobalVariableExpression(var: !134, expr: !DIExpression())
!134 = distinct !DIGlobalVariable(scope: null, file: !3, line: 10, type: !99, isLocal: true, isDefinition: true)
!135 = !DIGlobalVariableExpression(var: !136, expr: !DIExpression())
!136 = distinct !DIGlobalVariable(name: "mnem", scope: !2, file: !3, line: 9, type: !137, isLocal: true, isDefinition: true)
!137 = !DICompositeType(tag: DW_TAG_array_type, baseType: !138, size: 1088, elements: !141)
!138 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !139)
!139 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !140, size: 64)
!140 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !49)
!141 = !{!142}
!142 = !DISubrange(count: 17)
!143 = !DIGlobalVariableExpression(var: !144, expr: !DIExpression())
!144 = distinct !DIGlobalVariable(scope: null, file: !3, line: 109, type: !145, isLocal: true, isDefinition: true)
!145 = !DICompositeType(tag: DW_TAG_array_type, baseType: !49, size: 136, elements: !141)
!146 = !DICompositeType(tag: DW_TAG_array_type, baseType: !139, size: 320, elements: !123)
!147 = !{i32 7, !"Dwarf Version", i32 5}
!148 = !{i32 2, !"Debug Info Version", i32 3}
!149 = !{i32 1, !"wchar_size", i32 4}
!150 = !{i32 8, !"PIC Level", i32 2}
!151 = !{i32 7, !"PIE Level", i32 2}
!152 = !{i32 7, !"uwtable", i32 2}
!153 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!154 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!155 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 137, type: !156, scopeLine: 137, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !158)
!156 = !DISubroutineType(types: !157)
!157 = !{!44}
!158 = !{!159, !161, !177, !181, !184, !185, !201, !203}
!159 = !DILocalVariable(name: "i", scope: !160, file: !3, line: 138, type: !44)
!160 = distinct !DILexicalBlock(scope: !155, file: !3, line: 138, column: 5)
!161 = !DILocalVariable(name: "prog", scope: !162, file: !3, line: 139, type: !164)
!162 = distinct !DILexicalBlock(scope: !163, file: !3, line: 138, column: 33)
!163 = distinct !DILexicalBlock(scope: !160, file: !3, line: 138, column: 5)
!164 = !DICompositeType(tag: DW_TAG_array_type, baseType: !165, size: 14336, elements: !175)
!165 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "insn", file: !3, line: 12, size: 224, elements: !166)
!166 = !{!167, !168, !169, !170, !171}
!167 = !DIDerivedType(tag: DW_TAG_member, name: "op", scope: !165, file: !3, line: 13, baseType: !5, size: 32)
!168 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !165, file: !3, line: 14, baseType: !44, size: 32, offset: 32)
!169 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !165, file: !3, line: 14, baseType: !44, size: 32, offset: 64)
!170 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !165, file: !3, line: 14, baseType: !44, size: 32, offset: 96)
!171 = !DIDerivedType(tag: DW_TAG_member, name: "label", scope: !165, file: !3, line: 15, baseType: !172, size: 96, offset: 128)
!172 = !DICompositeType(tag: DW_TAG_array_type, baseType: !49, size: 96, elements: !173)
!173 = !{!174}
!174 = !DISubrange(count: 12)
!175 = !{!176}
!176 = !DISubrange(count: 64)
!177 = !DILocalVariable(name: "labels", scope: !162, file: !3, line: 140, type: !178)
!178 = !DICompositeType(tag: DW_TAG_array_type, baseType: !49, size: 1536, elements: !179)
!179 = !{!180, !174}
!180 = !DISubrange(count: 16)
!181 = !DILocalVariable(name: "label_pc", scope: !162, file: !3, line: 141, type: !182)
!182 = !DICompositeType(tag: DW_TAG_array_type, baseType: !44, size: 512, elements: !183)
!183 = !{!180}
!184 = !DILocalVariable(name: "n", scope: !162, file: !3, line: 142, type: !44)
!185 = !DILocalVariable(name: "vm", scope: !162, file: !3, line: 143, type: !186)
!186 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "vm", file: !3, line: 18, size: 5760, elements: !187)
!187 = !{!188, !193, !195, !199, !200}
!188 = !DIDerivedType(tag: DW_TAG_member, name: "reg", scope: !186, file: !3, line: 19, baseType: !189, size: 512)
!189 = !DICompositeType(tag: DW_TAG_array_type, baseType: !190, size: 512, elements: !191)
!190 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!191 = !{!192}
!192 = !DISubrange(count: 8)
!193 = !DIDerivedType(tag: DW_TAG_member, name: "mem", scope: !186, file: !3, line: 20, baseType: !194, size: 4096, offset: 512)
!194 = !DICompositeType(tag: DW_TAG_array_type, baseType: !190, size: 4096, elements: !175)
!195 = !DIDerivedType(tag: DW_TAG_member, name: "stack", scope: !186, file: !3, line: 21, baseType: !196, size: 1024, offset: 4608)
!196 = !DICompositeType(tag: DW_TAG_array_type, baseType: !44, size: 1024, elements: !197)
!197 = !{!198}
!198 = !DISubrange(count: 32)
!199 = !DIDerivedType(tag: DW_TAG_member, name: "sp", scope: !186, file: !3, line: 22, baseType: !44, size: 32, offset: 5632)
!200 = !DIDerivedType(tag: DW_TAG_member, name: "steps", scope: !186, file: !3, line: 23, baseType: !190, size: 64, offset: 5696)
!201 = !DILocalVariable(name: "k", scope: !202, file: !3, line: 146, type: !44)
!202 = distinct !DILexicalBlock(scope: !162, file: !3, line: 146, column: 9)
!203 = !DILocalVariable(name: "rc", scope: !162, file: !3, line: 148, type: !44)
!204 = distinct !DIAssignID()
!205 = !DILocalVariable(name: "line", scope: !206, file: !3, line: 30, type: !247)
!206 = distinct !DISubprogram(name: "assemble", scope: !3, file: !3, line: 28, type: !207, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !212)
!207 = !DISubroutineType(types: !208)
!208 = !{!44, !139, !209, !210, !211}
!209 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !165, size: 64)
!210 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !172, size: 64)
!211 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !44, size: 64)
!212 = !{!213, !214, !215, !216, !217, !218, !205, !219, !220, !222, !223, !224, !225, !228, !229, !231, !232, !234, !236, !238, !241, !243}
!213 = !DILocalVariable(name: "src", arg: 1, scope: !206, file: !3, line: 28, type: !139)
!214 = !DILocalVariable(name: "prog", arg: 2, scope: !206, file: !3, line: 28, type: !209)
!215 = !DILocalVariable(name: "labels", arg: 3, scope: !206, file: !3, line: 28, type: !210)
!216 = !DILocalVariable(name: "label_pc", arg: 4, scope: !206, file: !3, line: 28, type: !211)
!217 = !DILocalVariable(name: "n", scope: !206, file: !3, line: 29, type: !44)
!218 = !DILocalVariable(name: "nl", scope: !206, file: !3, line: 29, type: !44)
!219 = !DILocalVariable(name: "p", scope: !206, file: !3, line: 31, type: !139)
!220 = !DILocalVariable(name: "e", scope: !221, file: !3, line: 33, type: !139)
!221 = distinct !DILexicalBlock(scope: !206, file: !3, line: 32, column: 16)
!222 = !DILocalVariable(name: "len", scope: !221, file: !3, line: 34, type: !41)
!223 = !DILocalVariable(name: "s", scope: !221, file: !3, line: 38, type: !48)
!224 = !DILocalVariable(name: "colon", scope: !221, file: !3, line: 43, type: !48)
!225 = !DILocalVariable(name: "tok", scope: !221, file: !3, line: 50, type: !226)
!226 = !DICompositeType(tag: DW_TAG_array_type, baseType: !49, size: 384, elements: !227)
!227 = !{!101, !174}
!228 = !DILocalVariable(name: "nt", scope: !221, file: !3, line: 51, type: !44)
!229 = !DILocalVariable(name: "k", scope: !230, file: !3, line: 55, type: !44)
!230 = distinct !DILexicalBlock(scope: !221, file: !3, line: 52, column: 30)
!231 = !DILocalVariable(name: "in", scope: !221, file: !3, line: 62, type: !209)
!232 = !DILocalVariable(name: "o", scope: !233, file: !3, line: 64, type: !44)
!233 = distinct !DILexicalBlock(scope: !221, file: !3, line: 64, column: 9)
!234 = !DILocalVariable(name: "fields", scope: !221, file: !3, line: 67, type: !235)
!235 = !DICompositeType(tag: DW_TAG_array_type, baseType: !211, size: 192, elements: !95)
!236 = !DILocalVariable(name: "t", scope: !237, file: !3, line: 68, type: !44)
!237 = distinct !DILexicalBlock(scope: !221, file: !3, line: 68, column: 9)
!238 = !DILocalVariable(name: "r", scope: !239, file: !3, line: 69, type: !44)
!239 = distinct !DILexicalBlock(scope: !240, file: !3, line: 68, column: 38)
!240 = distinct !DILexicalBlock(scope: !237, file: !3, line: 68, column: 9)
!241 = !DILocalVariable(name: "i", scope: !242, file: !3, line: 79, type: !44)
!242 = distinct !DILexicalBlock(scope: !206, file: !3, line: 79, column: 5)
!243 = !DILocalVariable(name: "l", scope: !244, file: !3, line: 81, type: !44)
!244 = distinct !DILexicalBlock(scope: !245, file: !3, line: 81, column: 13)
!245 = distinct !DILexicalBlock(scope: !246, file: !3, line: 80, column: 13)
!246 = distinct !DILexicalBlock(scope: !242, file: !3, line: 79, column: 5)
!247 = !DICompositeType(tag: DW_TAG_array_type, baseType: !49, size: 512, elements: !175)
!248 = !DILocation(line: 0, scope: !206, inlinedAt: !249)
!249 = distinct !DILocation(line: 142, column: 17, scope: !162)
!250 = distinct !DIAssignID()
!251 = !DILocation(line: 0, scope: !221, inlinedAt: !249)
!252 = distinct !DIAssignID()
!253 = distinct !DIAssignID()
!254 = !DILocation(line: 0, scope: !162)
!255 = distinct !DIAssignID()
!256 = distinct !DIAssignID()
!257 = distinct !DIAssignID()
!258 = !DILocation(line: 0, scope: !160)
!259 = !DILocation(line: 138, column: 5, scope: !160)
!260 = !DILocation(line: 151, column: 5, scope: !155)
!261 = !DILocation(line: 139, column: 9, scope: !162)
!262 = !DILocation(line: 140, column: 9, scope: !162)
!263 = !DILocation(line: 141, column: 9, scope: !162)
!264 = !DILocation(line: 142, column: 26, scope: !162)
!265 = !{!266, !266, i64 0}
!266 = !{!"any pointer", !267, i64 0}
!267 = !{!"omnipotent char", !268, i64 0}
!268 = !{!"Simple C/C++ TBAA"}
!269 = !DILocation(line: 30, column: 5, scope: !206, inlinedAt: !249)
!270 = !DILocation(line: 32, column: 12, scope: !206, inlinedAt: !249)
!271 = !{!267, !267, i64 0}
!272 = !DILocation(line: 32, column: 5, scope: !206, inlinedAt: !249)
!273 = !DILocation(line: 0, scope: !242, inlinedAt: !249)
!274 = !DILocation(line: 79, column: 23, scope: !246, inlinedAt: !249)
!275 = !DILocation(line: 79, column: 5, scope: !242, inlinedAt: !249)
!276 = !DILocation(line: 80, column: 13, scope: !245, inlinedAt: !249)
!277 = !DILocation(line: 80, column: 21, scope: !245, inlinedAt: !249)
!278 = !DILocation(line: 80, column: 13, scope: !246, inlinedAt: !249)
!279 = !DILocation(line: 0, scope: !244, inlinedAt: !249)
!280 = !DILocation(line: 82, column: 43, scope: !281, inlinedAt: !249)
!281 = distinct !DILexicalBlock(scope: !282, file: !3, line: 82, column: 21)
!282 = distinct !DILexicalBlock(scope: !244, file: !3, line: 81, column: 13)
!283 = !DILocation(line: 82, column: 21, scope: !281, inlinedAt: !249)
!284 = !DILocation(line: 82, column: 54, scope: !281, inlinedAt: !249)
!285 = !DILocation(line: 82, column: 21, scope: !282, inlinedAt: !249)
!286 = !DILocation(line: 83, column: 33, scope: !281, inlinedAt: !249)
!287 = !{!288, !288, i64 0}
!288 = !{!"int", !267, i64 0}
!289 = !DILocation(line: 83, column: 31, scope: !281, inlinedAt: !249)
!290 = !{!291, !288, i64 12}
!291 = !{!"insn", !288, i64 0, !288, i64 4, !288, i64 8, !288, i64 12, !267, i64 16}
!292 = !DILocation(line: 83, column: 21, scope: !281, inlinedAt: !249)
!293 = !DILocation(line: 81, column: 38, scope: !282, inlinedAt: !249)
!294 = !DILocation(line: 81, column: 31, scope: !282, inlinedAt: !249)
!295 = !DILocation(line: 81, column: 13, scope: !244, inlinedAt: !249)
!296 = distinct !{!296, !295, !297, !298}
!297 = !DILocation(line: 83, column: 43, scope: !244, inlinedAt: !249)
!298 = !{!"llvm.loop.mustprogress"}
!299 = !DILocation(line: 79, column: 29, scope: !246, inlinedAt: !249)
!300 = distinct !{!300, !275, !301, !298}
!301 = !DILocation(line: 83, column: 43, scope: !242, inlinedAt: !249)
!302 = !DILocation(line: 33, column: 25, scope: !221, inlinedAt: !249)
!303 = !DILocation(line: 34, column: 22, scope: !221, inlinedAt: !249)
!304 = !DILocation(line: 34, column: 37, scope: !221, inlinedAt: !249)
!305 = !DILocation(line: 34, column: 44, scope: !221, inlinedAt: !249)
!306 = !DILocation(line: 35, column: 9, scope: !221, inlinedAt: !249)
!307 = !DILocation(line: 36, column: 9, scope: !221, inlinedAt: !249)
!308 = !DILocation(line: 36, column: 19, scope: !221, inlinedAt: !249)
!309 = !DILocation(line: 37, column: 20, scope: !221, inlinedAt: !249)
!310 = !DILocation(line: 39, column: 9, scope: !221, inlinedAt: !249)
!311 = !DILocation(line: 39, column: 16, scope: !221, inlinedAt: !249)
!312 = !{!313, !313, i64 0}
!313 = !{!"short", !267, i64 0}
!314 = !DILocation(line: 40, column: 14, scope: !221, inlinedAt: !249)
!315 = distinct !{!315, !310, !314, !298}
!316 = !DILocation(line: 37, column: 18, scope: !221, inlinedAt: !249)
!317 = !DILocation(line: 37, column: 11, scope: !221, inlinedAt: !249)
!318 = !DILocation(line: 41, column: 17, scope: !319, inlinedAt: !249)
!319 = distinct !DILexicalBlock(scope: !221, file: !3, line: 41, column: 13)
!320 = distinct !{!320, !272, !321, !298}
!321 = !DILocation(line: 77, column: 5, scope: !206, inlinedAt: !249)
!322 = !DILocation(line: 43, column: 23, scope: !221, inlinedAt: !249)
!323 = !DILocation(line: 44, column: 13, scope: !324, inlinedAt: !249)
!324 = distinct !DILexicalBlock(scope: !221, file: !3, line: 44, column: 13)
!325 = !DILocation(line: 44, column: 13, scope: !221, inlinedAt: !249)
!326 = !DILocation(line: 45, column: 20, scope: !327, inlinedAt: !249)
!327 = distinct !DILexicalBlock(scope: !324, file: !3, line: 44, column: 20)
!328 = !DILocation(line: 46, column: 20, scope: !327, inlinedAt: !249)
!329 = !DILocation(line: 46, column: 13, scope: !327, inlinedAt: !249)
!330 = !DILocation(line: 47, column: 24, scope: !327, inlinedAt: !249)
!331 = !DILocation(line: 47, column: 13, scope: !327, inlinedAt: !249)
!332 = !DILocation(line: 47, column: 28, scope: !327, inlinedAt: !249)
!333 = !DILocation(line: 48, column: 13, scope: !327, inlinedAt: !249)
!334 = distinct !{!334, !272, !321, !298}
!335 = !DILocation(line: 50, column: 9, scope: !221, inlinedAt: !249)
!336 = !DILocation(line: 50, column: 14, scope: !221, inlinedAt: !249)
!337 = distinct !DIAssignID()
!338 = !DILocation(line: 52, column: 16, scope: !221, inlinedAt: !249)
!339 = !DILocation(line: 52, column: 9, scope: !221, inlinedAt: !249)
!340 = !DILocation(line: 62, column: 28, scope: !221, inlinedAt: !249)
!341 = !DILocation(line: 63, column: 9, scope: !221, inlinedAt: !249)
!342 = !DILocation(line: 0, scope: !233, inlinedAt: !249)
!343 = !DILocation(line: 65, column: 17, scope: !344, inlinedAt: !249)
!344 = distinct !DILexicalBlock(scope: !233, file: !3, line: 64, column: 9)
!345 = !DILocation(line: 53, column: 13, scope: !230, inlinedAt: !249)
!346 = !DILocation(line: 53, column: 20, scope: !230, inlinedAt: !249)
!347 = !DILocation(line: 53, column: 30, scope: !230, inlinedAt: !249)
!348 = !DILocation(line: 56, column: 13, scope: !230, inlinedAt: !249)
!349 = !DILocation(line: 54, column: 18, scope: !230, inlinedAt: !249)
!350 = distinct !{!350, !345, !349, !298}
!351 = !DILocation(line: 56, column: 20, scope: !230, inlinedAt: !249)
!352 = !DILocation(line: 0, scope: !230, inlinedAt: !249)
!353 = !DILocation(line: 56, column: 23, scope: !230, inlinedAt: !249)
!354 = !DILocation(line: 57, column: 34, scope: !230, inlinedAt: !249)
!355 = !DILocation(line: 57, column: 26, scope: !230, inlinedAt: !249)
!356 = !DILocation(line: 57, column: 17, scope: !230, inlinedAt: !249)
!357 = !DILocation(line: 57, column: 30, scope: !230, inlinedAt: !249)
!358 = distinct !{!358, !348, !354, !298}
!359 = !DILocation(line: 58, column: 13, scope: !230, inlinedAt: !249)
!360 = !DILocation(line: 58, column: 24, scope: !230, inlinedAt: !249)
!361 = !DILocation(line: 59, column: 17, scope: !362, inlinedAt: !249)
!362 = distinct !DILexicalBlock(scope: !230, file: !3, line: 59, column: 17)
!363 = !DILocation(line: 59, column: 17, scope: !230, inlinedAt: !249)
!364 = !DILocation(line: 52, column: 19, scope: !221, inlinedAt: !249)
!365 = distinct !{!365, !339, !366, !298}
!366 = !DILocation(line: 61, column: 9, scope: !221, inlinedAt: !249)
!367 = !DILocation(line: 65, column: 17, scope: !368, inlinedAt: !249)
!368 = distinct !DILexicalBlock(scope: !344, file: !3, line: 65, column: 17)
!369 = !DILocation(line: 68, column: 27, scope: !240, inlinedAt: !249)
!370 = !DILocation(line: 68, column: 9, scope: !237, inlinedAt: !249)
!371 = !DILocation(line: 66, column: 24, scope: !368, inlinedAt: !249)
!372 = !{!291, !288, i64 0}
!373 = !DILocation(line: 66, column: 17, scope: !368, inlinedAt: !249)
!374 = !DILocation(line: 65, column: 41, scope: !368, inlinedAt: !249)
!375 = !DILocation(line: 62, column: 34, scope: !221, inlinedAt: !249)
!376 = !DILocation(line: 67, column: 9, scope: !221, inlinedAt: !249)
!377 = !DILocation(line: 67, column: 32, scope: !221, inlinedAt: !249)
!378 = !DILocation(line: 67, column: 26, scope: !221, inlinedAt: !249)
!379 = distinct !DIAssignID()
!380 = !DILocation(line: 67, column: 40, scope: !221, inlinedAt: !249)
!381 = distinct !DIAssignID()
!382 = !DILocation(line: 67, column: 48, scope: !221, inlinedAt: !249)
!383 = distinct !DIAssignID()
!384 = !DILocation(line: 0, scope: !237, inlinedAt: !249)
!385 = !DILocation(line: 69, column: 31, scope: !239, inlinedAt: !249)
!386 = !DILocalVariable(name: "s", arg: 1, scope: !387, file: !3, line: 26, type: !139)
!387 = distinct !DISubprogram(name: "parse_reg", scope: !3, file: !3, line: 26, type: !388, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !390)
!388 = !DISubroutineType(types: !389)
!389 = !{!44, !139}
!390 = !{!386}
!391 = !DILocation(line: 0, scope: !387, inlinedAt: !392)
!392 = distinct !DILocation(line: 69, column: 21, scope: !239, inlinedAt: !249)
!393 = !DILocation(line: 26, column: 46, scope: !387, inlinedAt: !392)
!394 = !DILocation(line: 26, column: 51, scope: !387, inlinedAt: !392)
!395 = !DILocation(line: 26, column: 60, scope: !387, inlinedAt: !392)
!396 = !DILocation(line: 0, scope: !239, inlinedAt: !249)
!397 = !DILocation(line: 70, column: 19, scope: !398, inlinedAt: !249)
!398 = distinct !DILexicalBlock(scope: !239, file: !3, line: 70, column: 17)
!399 = !DILocation(line: 70, column: 17, scope: !239, inlinedAt: !249)
!400 = !DILocation(line: 26, column: 65, scope: !387, inlinedAt: !392)
!401 = !DILocation(line: 71, column: 27, scope: !398, inlinedAt: !249)
!402 = !DILocation(line: 71, column: 18, scope: !398, inlinedAt: !249)
!403 = !DILocation(line: 71, column: 32, scope: !398, inlinedAt: !249)
!404 = !DILocation(line: 71, column: 17, scope: !398, inlinedAt: !249)
!405 = !DILocation(line: 72, column: 22, scope: !406, inlinedAt: !249)
!406 = distinct !DILexicalBlock(scope: !398, file: !3, line: 72, column: 22)
!407 = !DILocation(line: 72, column: 56, scope: !406, inlinedAt: !249)
!408 = !DILocalVariable(name: "__nptr", arg: 1, scope: !409, file: !410, line: 362, type: !139)
!409 = distinct !DISubprogram(name: "atoi", scope: !410, file: !410, line: 362, type: !388, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !411)
!410 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!411 = !{!408}
!412 = !DILocation(line: 0, scope: !409, inlinedAt: !413)
!413 = distinct !DILocation(line: 73, column: 34, scope: !406, inlinedAt: !249)
!414 = !DILocation(line: 364, column: 16, scope: !409, inlinedAt: !413)
!415 = !DILocation(line: 364, column: 10, scope: !409, inlinedAt: !413)
!416 = !DILocation(line: 73, column: 27, scope: !406, inlinedAt: !249)
!417 = !DILocation(line: 73, column: 18, scope: !406, inlinedAt: !249)
!418 = !DILocation(line: 73, column: 32, scope: !406, inlinedAt: !249)
!419 = !DILocation(line: 73, column: 17, scope: !406, inlinedAt: !249)
!420 = !DILocation(line: 75, column: 17, scope: !406, inlinedAt: !249)
!421 = !DILocation(line: 68, column: 34, scope: !240, inlinedAt: !249)
!422 = distinct !{!422, !370, !423, !298}
!423 = !DILocation(line: 76, column: 9, scope: !237, inlinedAt: !249)
!424 = !DILocation(line: 29, column: 9, scope: !206, inlinedAt: !249)
!425 = !DILocation(line: 85, column: 1, scope: !206, inlinedAt: !249)
!426 = !DILocation(line: 143, column: 9, scope: !162)
!427 = !DILocation(line: 144, column: 9, scope: !162)
!428 = distinct !DIAssignID()
!429 = !DILocation(line: 145, column: 9, scope: !162)
!430 = !DILocation(line: 0, scope: !202)
!431 = !DILocation(line: 146, column: 27, scope: !432)
!432 = distinct !DILexicalBlock(scope: !202, file: !3, line: 146, column: 9)
!433 = !DILocation(line: 146, column: 9, scope: !202)
!434 = !DILocation(line: 146, column: 31, scope: !432)
!435 = !DILocalVariable(name: "vm", arg: 1, scope: !436, file: !3, line: 87, type: !439)
!436 = distinct !DISubprogram(name: "run", scope: !3, file: !3, line: 87, type: !437, scopeLine: 87, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !442)
!437 = !DISubroutineType(types: !438)
!438 = !{!44, !439, !440, !44, !190}
!439 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !186, size: 64)
!440 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !441, size: 64)
!441 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !165)
!442 = !{!435, !443, !444, !445, !446, !447, !449}
!443 = !DILocalVariable(name: "prog", arg: 2, scope: !436, file: !3, line: 87, type: !440)
!444 = !DILocalVariable(name: "n", arg: 3, scope: !436, file: !3, line: 87, type: !44)
!445 = !DILocalVariable(name: "max_steps", arg: 4, scope: !436, file: !3, line: 87, type: !190)
!446 = !DILocalVariable(name: "pc", scope: !436, file: !3, line: 88, type: !44)
!447 = !DILocalVariable(name: "in", scope: !448, file: !3, line: 90, type: !440)
!448 = distinct !DILexicalBlock(scope: !436, file: !3, line: 89, column: 56)
!449 = !DILocalVariable(name: "r", scope: !448, file: !3, line: 92, type: !450)
!450 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !190, size: 64)
!451 = !DILocation(line: 0, scope: !436, inlinedAt: !452)
!452 = distinct !DILocation(line: 148, column: 18, scope: !162)
!453 = !DILocation(line: 89, column: 20, scope: !436, inlinedAt: !452)
!454 = !DILocation(line: 89, column: 37, scope: !436, inlinedAt: !452)
!455 = !{!456, !457, i64 712}
!456 = !{!"vm", !267, i64 0, !267, i64 64, !267, i64 576, !288, i64 704, !457, i64 712}
!457 = !{!"long", !267, i64 0}
!458 = !DILocation(line: 89, column: 43, scope: !436, inlinedAt: !452)
!459 = !DILocation(line: 89, column: 5, scope: !436, inlinedAt: !452)
!460 = !DILocation(line: 90, column: 41, scope: !448, inlinedAt: !452)
!461 = !DILocation(line: 90, column: 34, scope: !448, inlinedAt: !452)
!462 = !DILocation(line: 0, scope: !448, inlinedAt: !452)
!463 = !DILocation(line: 91, column: 18, scope: !448, inlinedAt: !452)
!464 = distinct !DIAssignID()
!465 = !DILocation(line: 93, column: 21, scope: !448, inlinedAt: !452)
!466 = !DILocation(line: 93, column: 9, scope: !448, inlinedAt: !452)
!467 = !DILocation(line: 94, column: 33, scope: !468, inlinedAt: !452)
!468 = distinct !DILexicalBlock(scope: !448, file: !3, line: 93, column: 25)
!469 = !{!291, !288, i64 8}
!470 = !DILocation(line: 94, column: 29, scope: !468, inlinedAt: !452)
!471 = !DILocation(line: 94, column: 24, scope: !468, inlinedAt: !452)
!472 = !{!291, !288, i64 4}
!473 = !DILocation(line: 94, column: 18, scope: !468, inlinedAt: !452)
!474 = !DILocation(line: 94, column: 27, scope: !468, inlinedAt: !452)
!475 = !{!457, !457, i64 0}
!476 = !DILocation(line: 94, column: 36, scope: !468, inlinedAt: !452)
!477 = !DILocation(line: 95, column: 36, scope: !468, inlinedAt: !452)
!478 = !DILocation(line: 95, column: 30, scope: !468, inlinedAt: !452)
!479 = !DILocation(line: 95, column: 25, scope: !468, inlinedAt: !452)
!480 = !DILocation(line: 95, column: 19, scope: !468, inlinedAt: !452)
!481 = !DILocation(line: 95, column: 28, scope: !468, inlinedAt: !452)
!482 = !DILocation(line: 95, column: 40, scope: !468, inlinedAt: !452)
!483 = !DILocation(line: 96, column: 36, scope: !468, inlinedAt: !452)
!484 = !DILocation(line: 96, column: 30, scope: !468, inlinedAt: !452)
!485 = !DILocation(line: 96, column: 47, scope: !468, inlinedAt: !452)
!486 = !DILocation(line: 96, column: 41, scope: !468, inlinedAt: !452)
!487 = !DILocation(line: 96, column: 39, scope: !468, inlinedAt: !452)
!488 = !DILocation(line: 96, column: 25, scope: !468, inlinedAt: !452)
!489 = !DILocation(line: 96, column: 19, scope: !468, inlinedAt: !452)
!490 = !DILocation(line: 96, column: 28, scope: !468, inlinedAt: !452)
!491 = !DILocation(line: 96, column: 51, scope: !468, inlinedAt: !452)
!492 = !DILocation(line: 97, column: 36, scope: !468, inlinedAt: !452)
!493 = !DILocation(line: 97, column: 30, scope: !468, inlinedAt: !452)
!494 = !DILocation(line: 97, column: 47, scope: !468, inlinedAt: !452)
!495 = !DILocation(line: 97, column: 41, scope: !468, inlinedAt: !452)
!496 = !DILocation(line: 97, column: 39, scope: !468, inlinedAt: !452)
!497 = !DILocation(line: 97, column: 25, scope: !468, inlinedAt: !452)
!498 = !DILocation(line: 97, column: 19, scope: !468, inlinedAt: !452)
!499 = !DILocation(line: 97, column: 28, scope: !468, inlinedAt: !452)
!500 = !DILocation(line: 97, column: 51, scope: !468, inlinedAt: !452)
!501 = !DILocation(line: 98, column: 36, scope: !468, inlinedAt: !452)
!502 = !DILocation(line: 98, column: 30, scope: !468, inlinedAt: !452)
!503 = !DILocation(line: 98, column: 47, scope: !468, inlinedAt: !452)
!504 = !DILocation(line: 98, column: 41, scope: !468, inlinedAt: !452)
!505 = !DILocation(line: 98, column: 39, scope: !468, inlinedAt: !452)
!506 = !DILocation(line: 98, column: 25, scope: !468, inlinedAt: !452)
!507 = !DILocation(line: 98, column: 19, scope: !468, inlinedAt: !452)
!508 = !DILocation(line: 98, column: 28, scope: !468, inlinedAt: !452)
!509 = !DILocation(line: 98, column: 51, scope: !468, inlinedAt: !452)
!510 = !DILocation(line: 99, column: 30, scope: !511, inlinedAt: !452)
!511 = distinct !DILexicalBlock(scope: !468, file: !3, line: 99, column: 23)
!512 = !DILocation(line: 99, column: 24, scope: !511, inlinedAt: !452)
!513 = !DILocation(line: 99, column: 23, scope: !468, inlinedAt: !452)
!514 = !DILocation(line: 99, column: 62, scope: !468, inlinedAt: !452)
!515 = !DILocation(line: 99, column: 56, scope: !468, inlinedAt: !452)
!516 = !DILocation(line: 99, column: 65, scope: !468, inlinedAt: !452)
!517 = !DILocation(line: 99, column: 51, scope: !468, inlinedAt: !452)
!518 = !DILocation(line: 99, column: 45, scope: !468, inlinedAt: !452)
!519 = !DILocation(line: 99, column: 54, scope: !468, inlinedAt: !452)
!520 = !DILocation(line: 99, column: 77, scope: !468, inlinedAt: !452)
!521 = !DILocation(line: 100, column: 30, scope: !522, inlinedAt: !452)
!522 = distinct !DILexicalBlock(scope: !468, file: !3, line: 100, column: 23)
!523 = !DILocation(line: 100, column: 24, scope: !522, inlinedAt: !452)
!524 = !DILocation(line: 100, column: 23, scope: !468, inlinedAt: !452)
!525 = !DILocation(line: 100, column: 62, scope: !468, inlinedAt: !452)
!526 = !DILocation(line: 100, column: 56, scope: !468, inlinedAt: !452)
!527 = !DILocation(line: 100, column: 65, scope: !468, inlinedAt: !452)
!528 = !DILocation(line: 100, column: 51, scope: !468, inlinedAt: !452)
!529 = !DILocation(line: 100, column: 45, scope: !468, inlinedAt: !452)
!530 = !DILocation(line: 100, column: 54, scope: !468, inlinedAt: !452)
!531 = !DILocation(line: 100, column: 77, scope: !468, inlinedAt: !452)
!532 = !DILocation(line: 101, column: 28, scope: !468, inlinedAt: !452)
!533 = !DILocation(line: 101, column: 31, scope: !468, inlinedAt: !452)
!534 = !DILocation(line: 102, column: 29, scope: !535, inlinedAt: !452)
!535 = distinct !DILexicalBlock(scope: !468, file: !3, line: 102, column: 22)
!536 = !DILocation(line: 102, column: 23, scope: !535, inlinedAt: !452)
!537 = !DILocation(line: 102, column: 22, scope: !468, inlinedAt: !452)
!538 = !DILocation(line: 102, column: 42, scope: !535, inlinedAt: !452)
!539 = !DILocation(line: 102, column: 33, scope: !535, inlinedAt: !452)
!540 = !DILocation(line: 103, column: 29, scope: !541, inlinedAt: !452)
!541 = distinct !DILexicalBlock(scope: !468, file: !3, line: 103, column: 23)
!542 = !DILocation(line: 103, column: 23, scope: !541, inlinedAt: !452)
!543 = !DILocation(line: 103, column: 23, scope: !468, inlinedAt: !452)
!544 = !DILocation(line: 103, column: 42, scope: !541, inlinedAt: !452)
!545 = !DILocation(line: 103, column: 33, scope: !541, inlinedAt: !452)
!546 = !DILocation(line: 104, column: 29, scope: !547, inlinedAt: !452)
!547 = distinct !DILexicalBlock(scope: !468, file: !3, line: 104, column: 23)
!548 = !DILocation(line: 104, column: 23, scope: !547, inlinedAt: !452)
!549 = !DILocation(line: 104, column: 40, scope: !547, inlinedAt: !452)
!550 = !DILocation(line: 104, column: 34, scope: !547, inlinedAt: !452)
!551 = !DILocation(line: 104, column: 32, scope: !547, inlinedAt: !452)
!552 = !DILocation(line: 104, column: 23, scope: !468, inlinedAt: !452)
!553 = !DILocation(line: 104, column: 53, scope: !547, inlinedAt: !452)
!554 = !DILocation(line: 104, column: 44, scope: !547, inlinedAt: !452)
!555 = !DILocation(line: 105, column: 36, scope: !468, inlinedAt: !452)
!556 = !{!456, !288, i64 704}
!557 = distinct !DIAssignID()
!558 = !DILocation(line: 105, column: 20, scope: !468, inlinedAt: !452)
!559 = !DILocation(line: 105, column: 40, scope: !468, inlinedAt: !452)
!560 = !DILocation(line: 105, column: 55, scope: !468, inlinedAt: !452)
!561 = !DILocation(line: 105, column: 58, scope: !468, inlinedAt: !452)
!562 = !DILocation(line: 106, column: 28, scope: !563, inlinedAt: !452)
!563 = distinct !DILexicalBlock(scope: !468, file: !3, line: 106, column: 23)
!564 = !DILocation(line: 106, column: 24, scope: !563, inlinedAt: !452)
!565 = !DILocation(line: 106, column: 23, scope: !468, inlinedAt: !452)
!566 = !DILocation(line: 106, column: 58, scope: !468, inlinedAt: !452)
!567 = distinct !DIAssignID()
!568 = !DILocation(line: 106, column: 48, scope: !468, inlinedAt: !452)
!569 = !DILocation(line: 106, column: 69, scope: !468, inlinedAt: !452)
!570 = !DILocation(line: 107, column: 43, scope: !468, inlinedAt: !452)
!571 = !DILocation(line: 107, column: 37, scope: !468, inlinedAt: !452)
!572 = !DILocation(line: 107, column: 46, scope: !468, inlinedAt: !452)
!573 = !DILocation(line: 107, column: 29, scope: !468, inlinedAt: !452)
!574 = !DILocation(line: 107, column: 24, scope: !468, inlinedAt: !452)
!575 = !DILocation(line: 107, column: 18, scope: !468, inlinedAt: !452)
!576 = !DILocation(line: 107, column: 27, scope: !468, inlinedAt: !452)
!577 = !DILocation(line: 107, column: 53, scope: !468, inlinedAt: !452)
!578 = !DILocation(line: 108, column: 49, scope: !468, inlinedAt: !452)
!579 = !DILocation(line: 108, column: 43, scope: !468, inlinedAt: !452)
!580 = !DILocation(line: 108, column: 32, scope: !468, inlinedAt: !452)
!581 = !DILocation(line: 108, column: 26, scope: !468, inlinedAt: !452)
!582 = !DILocation(line: 108, column: 35, scope: !468, inlinedAt: !452)
!583 = !DILocation(line: 108, column: 18, scope: !468, inlinedAt: !452)
!584 = !DILocation(line: 108, column: 41, scope: !468, inlinedAt: !452)
!585 = !DILocation(line: 108, column: 53, scope: !468, inlinedAt: !452)
!586 = !DILocation(line: 109, column: 51, scope: !468, inlinedAt: !452)
!587 = !DILocation(line: 109, column: 54, scope: !468, inlinedAt: !452)
!588 = !DILocation(line: 109, column: 19, scope: !468, inlinedAt: !452)
!589 = !DILocation(line: 109, column: 65, scope: !468, inlinedAt: !452)
!590 = distinct !{!590, !459, !591, !298}
!591 = !DILocation(line: 112, column: 5, scope: !436, inlinedAt: !452)
!592 = !DILocation(line: 113, column: 16, scope: !436, inlinedAt: !452)
!593 = !DILocation(line: 113, column: 22, scope: !436, inlinedAt: !452)
!594 = !DILocation(line: 113, column: 12, scope: !436, inlinedAt: !452)
!595 = !DILocation(line: 113, column: 5, scope: !436, inlinedAt: !452)
!596 = !DILocation(line: 149, column: 60, scope: !162)
!597 = !DILocation(line: 149, column: 67, scope: !162)
!598 = !DILocation(line: 149, column: 78, scope: !162)
!599 = !DILocation(line: 149, column: 9, scope: !162)
!600 = !DILocation(line: 150, column: 5, scope: !163)
!601 = !DILocation(line: 138, column: 29, scope: !163)
!602 = !DILocation(line: 138, column: 23, scope: !163)
!603 = distinct !{!603, !259, !604, !298}
!604 = !DILocation(line: 150, column: 5, scope: !160)
!605 = !DILocation(line: 147, column: 52, scope: !432)
!606 = !DILocation(line: 147, column: 60, scope: !432)
!607 = !DILocation(line: 147, column: 47, scope: !432)
!608 = !DILocation(line: 147, column: 73, scope: !432)
!609 = !DILocation(line: 147, column: 84, scope: !432)
!610 = !DILocation(line: 147, column: 95, scope: !432)
!611 = !DILocation(line: 147, column: 13, scope: !432)
!612 = !DILocation(line: 146, column: 42, scope: !432)
!613 = distinct !{!613, !433, !614, !298}
!614 = !DILocation(line: 147, column: 96, scope: !202)
!615 = !DISubprogram(name: "printf", scope: !616, file: !616, line: 356, type: !617, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!616 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!617 = !DISubroutineType(types: !618)
!618 = !{!44, !619, null}
!619 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !139)
!620 = !DISubprogram(name: "strchr", scope: !621, file: !621, line: 246, type: !622, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!621 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!622 = !DISubroutineType(types: !623)
!623 = !{!48, !139, !44}
!624 = !DISubprogram(name: "strlen", scope: !621, file: !621, line: 407, type: !625, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!625 = !DISubroutineType(types: !626)
!626 = !{!43, !139}
!627 = !DISubprogram(name: "__ctype_b_loc", scope: !26, file: !26, line: 79, type: !628, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!628 = !DISubroutineType(types: !629)
!629 = !{!630}
!630 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !631, size: 64)
!631 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !632, size: 64)
!632 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !46)
!633 = !DISubprogram(name: "strcpy", scope: !621, file: !621, line: 141, type: !634, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!634 = !DISubroutineType(types: !635)
!635 = !{!48, !636, !619}
!636 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !48)
!637 = !DISubprogram(name: "strcmp", scope: !621, file: !621, line: 156, type: !638, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!638 = !DISubroutineType(types: !639)
!639 = !{!44, !139, !139}
!640 = !DISubprogram(name: "strtol", scope: !410, file: !410, line: 177, type: !641, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!641 = !DISubroutineType(types: !642)
!642 = !{!190, !619, !643, !44}
!643 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !47)
