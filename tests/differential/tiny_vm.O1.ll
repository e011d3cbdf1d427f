; ModuleID = 'tiny_vm.c'
source_filename = "tiny_vm.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.insn = type { i32, i32, i32, i32, [12 x i8] }
%struct.vm = type { [8 x i64], [64 x i64], [32 x i32], i32, i64 }

@progs = internal unnamed_addr constant [5 x ptr] [ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7], align 16, !dbg !0
@.str = private unnamed_addr constant [29 x i8] c"program %d: %d instructions\0A\00", align 1, !dbg !52
@.str.1 = private unnamed_addr constant [20 x i8] c"  [%d] %s %d %d %d\0A\00", align 1, !dbg !57
@mnem = internal unnamed_addr constant [17 x ptr] [ptr @.str.8, ptr @.str.9, ptr @.str.10, ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr @.str.14, ptr @.str.15, ptr @.str.16, ptr @.str.17, ptr @.str.18, ptr @.str.19, ptr @.str.20, ptr @.str.21, ptr @.str.22, ptr @.str.23, ptr @.str.24], align 16, !dbg !135
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

15:                                               ; preds = %412
  ret i32 0, !dbg !260

16:                                               ; preds = %0, %412
  %17 = phi i64 [ 0, %0 ], [ %418, %412 ]
    #dbg_value(i64 %17, !159, !DIExpression(), !258)
  call void @llvm.lifetime.start.p0(i64 1792, ptr nonnull %4) #10, !dbg !261
  call void @llvm.lifetime.start.p0(i64 192, ptr nonnull %5) #10, !dbg !262
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %6) #10, !dbg !263
  %18 = getelementptr inbounds [5 x ptr], ptr @progs, i64 0, i64 %17, !dbg !264
  %19 = load ptr, ptr %18, align 8, !dbg !264, !tbaa !265
    #dbg_assign(i1 undef, !234, !DIExpression(), !252, ptr %3, !DIExpression(), !251)
    #dbg_value(ptr %19, !213, !DIExpression(), !248)
    #dbg_value(ptr %4, !214, !DIExpression(), !248)
    #dbg_value(ptr %5, !215, !DIExpression(), !248)
    #dbg_value(ptr %6, !216, !DIExpression(), !248)
    #dbg_value(i32 0, !217, !DIExpression(), !248)
    #dbg_value(i32 0, !218, !DIExpression(), !248)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #10, !dbg !269
    #dbg_value(ptr %19, !219, !DIExpression(), !248)
    #dbg_value(i32 0, !217, !DIExpression(), !248)
    #dbg_value(i32 0, !218, !DIExpression(), !248)
  %20 = load i8, ptr %19, align 1, !dbg !270, !tbaa !271
  %21 = icmp eq i8 %20, 0, !dbg !272
  br i1 %21, label %24, label %22, !dbg !272

22:                                               ; preds = %16
  %23 = tail call ptr @__ctype_b_loc() #11, !dbg !248
  br label %32, !dbg !272

24:                                               ; preds = %162, %16
  %25 = phi i32 [ 0, %16 ], [ %163, %162 ], !dbg !273
  %26 = phi i32 [ 0, %16 ], [ %164, %162 ], !dbg !274
    #dbg_value(i32 0, !241, !DIExpression(), !275)
  %27 = icmp sgt i32 %26, 0, !dbg !276
  br i1 %27, label %28, label %190, !dbg !277

28:                                               ; preds = %24
  %29 = icmp slt i32 %25, 1
  %30 = zext nneg i32 %26 to i64, !dbg !276
  %31 = zext nneg i32 %25 to i64
  br label %167, !dbg !277

32:                                               ; preds = %162, %22
  %33 = phi i32 [ 0, %22 ], [ %164, %162 ]
  %34 = phi i32 [ 0, %22 ], [ %163, %162 ]
  %35 = phi ptr [ %19, %22 ], [ %60, %162 ]
    #dbg_value(i32 %33, !217, !DIExpression(), !248)
    #dbg_value(i32 %34, !218, !DIExpression(), !248)
    #dbg_value(ptr %35, !219, !DIExpression(), !248)
  %36 = call ptr @strchr(ptr noundef nonnull dereferenceable(1) %35, i32 noundef 10) #12, !dbg !278
    #dbg_value(ptr %36, !220, !DIExpression(), !251)
  %37 = icmp ne ptr %36, null, !dbg !279
  br i1 %37, label %38, label %42, !dbg !279

38:                                               ; preds = %32
  %39 = ptrtoint ptr %36 to i64, !dbg !280
  %40 = ptrtoint ptr %35 to i64, !dbg !280
  %41 = sub i64 %39, %40, !dbg !280
  br label %44, !dbg !279

42:                                               ; preds = %32
  %43 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %35) #12, !dbg !281
  br label %44, !dbg !279

44:                                               ; preds = %42, %38
  %45 = phi i64 [ %41, %38 ], [ %43, %42 ], !dbg !279
    #dbg_value(i64 %45, !222, !DIExpression(), !251)
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %1, ptr nonnull align 1 %35, i64 %45, i1 false), !dbg !282
  %46 = getelementptr inbounds [64 x i8], ptr %1, i64 0, i64 %45, !dbg !283
  store i8 0, ptr %46, align 1, !dbg !284, !tbaa !271
  %47 = zext i1 %37 to i64, !dbg !285
    #dbg_value(ptr %60, !219, !DIExpression(), !248)
    #dbg_value(ptr %1, !223, !DIExpression(), !251)
  %48 = load ptr, ptr %23, align 8, !tbaa !265
  br label %49, !dbg !286

49:                                               ; preds = %49, %44
  %50 = phi ptr [ %1, %44 ], [ %57, %49 ], !dbg !251
    #dbg_value(ptr %50, !223, !DIExpression(), !251)
  %51 = load i8, ptr %50, align 1, !dbg !287, !tbaa !271
  %52 = zext i8 %51 to i64, !dbg !287
  %53 = getelementptr inbounds i16, ptr %48, i64 %52, !dbg !287
  %54 = load i16, ptr %53, align 2, !dbg !287, !tbaa !288
  %55 = and i16 %54, 8192, !dbg !287
  %56 = icmp eq i16 %55, 0, !dbg !286
  %57 = getelementptr inbounds i8, ptr %50, i64 1, !dbg !290
    #dbg_value(ptr %57, !223, !DIExpression(), !251)
  br i1 %56, label %58, label %49, !dbg !286, !llvm.loop !291

58:                                               ; preds = %49
  %59 = add i64 %45, %47, !dbg !294
  %60 = getelementptr inbounds i8, ptr %35, i64 %59, !dbg !295
  switch i8 %51, label %61 [
    i8 0, label %162
    i8 59, label %162
  ], !dbg !296, !llvm.loop !298

61:                                               ; preds = %58
  %62 = call ptr @strchr(ptr noundef nonnull dereferenceable(1) %50, i32 noundef 58) #12, !dbg !300
    #dbg_value(ptr %62, !224, !DIExpression(), !251)
  %63 = icmp eq ptr %62, null, !dbg !301
  br i1 %63, label %70, label %64, !dbg !303

64:                                               ; preds = %61
  store i8 0, ptr %62, align 1, !dbg !304, !tbaa !271
  %65 = sext i32 %34 to i64, !dbg !306
  %66 = getelementptr inbounds [12 x i8], ptr %5, i64 %65, !dbg !306
  %67 = call ptr @strcpy(ptr noundef nonnull dereferenceable(1) %66, ptr noundef nonnull dereferenceable(1) %50) #10, !dbg !307
  %68 = add nsw i32 %34, 1, !dbg !308
    #dbg_value(i32 %68, !218, !DIExpression(), !248)
  %69 = getelementptr inbounds i32, ptr %6, i64 %65, !dbg !309
  store i32 %33, ptr %69, align 4, !dbg !310, !tbaa !311
  br label %162, !dbg !313, !llvm.loop !314

70:                                               ; preds = %61
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %2) #10, !dbg !315
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %2, i8 0, i64 48, i1 false), !dbg !316, !DIAssignID !317
    #dbg_assign(i8 0, !225, !DIExpression(), !317, ptr %2, !DIExpression(), !251)
    #dbg_value(i32 0, !228, !DIExpression(), !251)
    #dbg_value(ptr %50, !223, !DIExpression(), !251)
  %71 = icmp eq i8 %51, 0, !dbg !318
  br i1 %71, label %100, label %72, !dbg !319

72:                                               ; preds = %70, %90
  %73 = phi i32 [ %95, %90 ], [ 0, %70 ]
  %74 = phi ptr [ %84, %90 ], [ %50, %70 ]
    #dbg_value(i32 %73, !228, !DIExpression(), !251)
    #dbg_value(ptr %74, !223, !DIExpression(), !251)
  br label %75, !dbg !320

75:                                               ; preds = %80, %72
  %76 = phi ptr [ %81, %80 ], [ %74, %72 ], !dbg !251
    #dbg_value(ptr %76, !223, !DIExpression(), !251)
  %77 = load i8, ptr %76, align 1, !dbg !321, !tbaa !271
  switch i8 %77, label %78 [
    i8 32, label %80
    i8 44, label %80
  ], !dbg !322

78:                                               ; preds = %75
  %79 = zext nneg i32 %73 to i64
  br label %82, !dbg !323

80:                                               ; preds = %75, %75
  %81 = getelementptr inbounds i8, ptr %76, i64 1, !dbg !324
    #dbg_value(ptr %81, !223, !DIExpression(), !251)
  br label %75, !dbg !320, !llvm.loop !325

82:                                               ; preds = %86, %78
  %83 = phi i64 [ 0, %78 ], [ %88, %86 ], !dbg !251
  %84 = phi ptr [ %76, %78 ], [ %87, %86 ], !dbg !251
    #dbg_value(i64 %83, !229, !DIExpression(), !326)
    #dbg_value(ptr %84, !223, !DIExpression(), !251)
  %85 = load i8, ptr %84, align 1, !dbg !327, !tbaa !271
  switch i8 %85, label %86 [
    i8 0, label %90
    i8 32, label %90
    i8 44, label %90
  ], !dbg !328

86:                                               ; preds = %82
  %87 = getelementptr inbounds i8, ptr %84, i64 1, !dbg !329
    #dbg_value(ptr %87, !223, !DIExpression(), !251)
  %88 = add nuw nsw i64 %83, 1, !dbg !330
    #dbg_value(i64 %88, !229, !DIExpression(), !326)
  %89 = getelementptr inbounds [4 x [12 x i8]], ptr %2, i64 0, i64 %79, i64 %83, !dbg !331
  store i8 %85, ptr %89, align 1, !dbg !332, !tbaa !271
  br label %82, !dbg !323, !llvm.loop !333

90:                                               ; preds = %82, %82, %82
  %91 = and i64 %83, 4294967295, !dbg !334
  %92 = getelementptr inbounds [4 x [12 x i8]], ptr %2, i64 0, i64 %79, i64 %91, !dbg !334
  store i8 0, ptr %92, align 1, !dbg !335, !tbaa !271
  %93 = icmp ne i64 %83, 0, !dbg !336
  %94 = zext i1 %93 to i32, !dbg !338
  %95 = add nuw nsw i32 %73, %94, !dbg !338
    #dbg_value(i32 %95, !228, !DIExpression(), !251)
    #dbg_value(ptr %84, !223, !DIExpression(), !251)
  %96 = load i8, ptr %84, align 1, !dbg !318, !tbaa !271
  %97 = icmp ne i8 %96, 0, !dbg !318
  %98 = icmp ult i32 %95, 4, !dbg !339
  %99 = select i1 %97, i1 %98, i1 false, !dbg !339
  br i1 %99, label %72, label %100, !dbg !319, !llvm.loop !340

100:                                              ; preds = %90, %70
  %101 = phi i32 [ 0, %70 ], [ %95, %90 ], !dbg !251
    #dbg_value(i32 %105, !217, !DIExpression(), !248)
  %102 = sext i32 %33 to i64, !dbg !342
  %103 = getelementptr inbounds %struct.insn, ptr %4, i64 %102, !dbg !342
    #dbg_value(ptr %103, !231, !DIExpression(), !251)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(28) %103, i8 0, i64 28, i1 false), !dbg !343
    #dbg_value(i32 0, !232, !DIExpression(), !344)
  br label %113, !dbg !345

104:                                              ; preds = %121
  %105 = add nsw i32 %33, 1, !dbg !346
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #10, !dbg !347
  %106 = getelementptr inbounds i8, ptr %103, i64 4, !dbg !348
  store ptr %106, ptr %3, align 16, !dbg !349, !tbaa !265, !DIAssignID !350
    #dbg_assign(ptr %106, !234, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !350, ptr %3, !DIExpression(), !251)
  %107 = getelementptr inbounds i8, ptr %103, i64 8, !dbg !351
  store ptr %107, ptr %8, align 8, !dbg !349, !tbaa !265, !DIAssignID !352
    #dbg_assign(ptr %107, !234, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !352, ptr %8, !DIExpression(), !251)
  %108 = getelementptr inbounds i8, ptr %103, i64 12, !dbg !353
  store ptr %108, ptr %9, align 16, !dbg !349, !tbaa !265, !DIAssignID !354
    #dbg_assign(ptr %108, !234, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !354, ptr %9, !DIExpression(), !251)
    #dbg_value(i32 1, !236, !DIExpression(), !355)
  %109 = icmp sgt i32 %101, 1, !dbg !356
  br i1 %109, label %110, label %124, !dbg !357

110:                                              ; preds = %104
  %111 = getelementptr i8, ptr %103, i64 16
  %112 = zext nneg i32 %101 to i64, !dbg !356
  br label %125, !dbg !357

113:                                              ; preds = %121, %100
  %114 = phi i64 [ 0, %100 ], [ %122, %121 ]
    #dbg_value(i64 %114, !232, !DIExpression(), !344)
  %115 = getelementptr inbounds [17 x ptr], ptr @mnem, i64 0, i64 %114, !dbg !358
  %116 = load ptr, ptr %115, align 8, !dbg !358, !tbaa !265
  %117 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %2, ptr noundef nonnull dereferenceable(1) %116) #12, !dbg !361
  %118 = icmp eq i32 %117, 0, !dbg !362
  br i1 %118, label %119, label %121, !dbg !363

119:                                              ; preds = %113
  %120 = trunc nuw nsw i64 %114 to i32, !dbg !364
  store i32 %120, ptr %103, align 4, !dbg !364, !tbaa !365
  br label %121, !dbg !367

121:                                              ; preds = %119, %113
  %122 = add nuw nsw i64 %114, 1, !dbg !368
    #dbg_value(i64 %122, !232, !DIExpression(), !344)
  %123 = icmp eq i64 %122, 17, !dbg !369
  br i1 %123, label %104, label %113, !dbg !345, !llvm.loop !370

124:                                              ; preds = %159, %104
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #10, !dbg !299
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %2) #10, !dbg !299
  br label %162, !dbg !299

125:                                              ; preds = %159, %110
  %126 = phi i64 [ 1, %110 ], [ %160, %159 ]
    #dbg_value(i64 %126, !236, !DIExpression(), !355)
  %127 = getelementptr inbounds [4 x [12 x i8]], ptr %2, i64 0, i64 %126, !dbg !372
    #dbg_value(ptr %127, !373, !DIExpression(), !378)
  %128 = load i8, ptr %127, align 4, !dbg !380, !tbaa !271
  %129 = icmp eq i8 %128, 114, !dbg !381
  br i1 %129, label %130, label %135, !dbg !380

130:                                              ; preds = %125
  %131 = getelementptr inbounds i8, ptr %127, i64 1, !dbg !382
  %132 = load i8, ptr %131, align 1, !dbg !382, !tbaa !271
  %133 = sext i8 %132 to i32, !dbg !382
  %134 = add nsw i32 %133, -48, !dbg !383
  br label %135, !dbg !380

135:                                              ; preds = %130, %125
  %136 = phi i32 [ %134, %130 ], [ -1, %125 ], !dbg !380
    #dbg_value(i32 %136, !238, !DIExpression(), !384)
  %137 = icmp sgt i32 %136, -1, !dbg !385
  br i1 %137, label %138, label %142, !dbg !387

138:                                              ; preds = %135
  %139 = add nsw i64 %126, -1, !dbg !388
  %140 = getelementptr inbounds [3 x ptr], ptr %3, i64 0, i64 %139, !dbg !389
  %141 = load ptr, ptr %140, align 8, !dbg !389, !tbaa !265
  store i32 %136, ptr %141, align 4, !dbg !390, !tbaa !311
  br label %159, !dbg !391

142:                                              ; preds = %135
  %143 = load ptr, ptr %23, align 8, !dbg !392, !tbaa !265
  %144 = zext i8 %128 to i64, !dbg !392
  %145 = getelementptr inbounds i16, ptr %143, i64 %144, !dbg !392
  %146 = load i16, ptr %145, align 2, !dbg !392, !tbaa !288
  %147 = and i16 %146, 2048, !dbg !392
  %148 = icmp ne i16 %147, 0, !dbg !392
  %149 = icmp eq i8 %128, 45
  %150 = or i1 %149, %148, !dbg !394
  br i1 %150, label %151, label %157, !dbg !394

151:                                              ; preds = %142
    #dbg_value(ptr %127, !395, !DIExpression(), !399)
  %152 = call i64 @strtol(ptr nocapture noundef nonnull %127, ptr noundef null, i32 noundef 10) #10, !dbg !401
  %153 = trunc i64 %152 to i32, !dbg !402
  %154 = add nsw i64 %126, -1, !dbg !403
  %155 = getelementptr inbounds [3 x ptr], ptr %3, i64 0, i64 %154, !dbg !404
  %156 = load ptr, ptr %155, align 8, !dbg !404, !tbaa !265
  store i32 %153, ptr %156, align 4, !dbg !405, !tbaa !311
  br label %159, !dbg !406

157:                                              ; preds = %142
  %158 = call ptr @strcpy(ptr noundef nonnull dereferenceable(1) %111, ptr noundef nonnull dereferenceable(1) %127) #10, !dbg !407
  br label %159

159:                                              ; preds = %157, %151, %138
  %160 = add nuw nsw i64 %126, 1, !dbg !408
    #dbg_value(i64 %160, !236, !DIExpression(), !355)
  %161 = icmp eq i64 %160, %112, !dbg !356
  br i1 %161, label %124, label %125, !dbg !357, !llvm.loop !409

162:                                              ; preds = %124, %64, %58, %58
  %163 = phi i32 [ %34, %58 ], [ %34, %58 ], [ %68, %64 ], [ %34, %124 ], !dbg !248
  %164 = phi i32 [ %33, %58 ], [ %33, %58 ], [ %33, %64 ], [ %105, %124 ], !dbg !274
    #dbg_value(i32 %164, !217, !DIExpression(), !248)
    #dbg_value(i32 %163, !218, !DIExpression(), !248)
    #dbg_value(ptr %60, !219, !DIExpression(), !248)
  %165 = load i8, ptr %60, align 1, !dbg !270, !tbaa !271
  %166 = icmp eq i8 %165, 0, !dbg !272
  br i1 %166, label %24, label %32, !dbg !272

167:                                              ; preds = %187, %28
  %168 = phi i64 [ 0, %28 ], [ %188, %187 ]
    #dbg_value(i64 %168, !241, !DIExpression(), !275)
  %169 = getelementptr inbounds %struct.insn, ptr %4, i64 %168, !dbg !411
  %170 = getelementptr inbounds i8, ptr %169, i64 16, !dbg !412
  %171 = load i8, ptr %170, align 4, !dbg !411, !tbaa !271
  %172 = icmp eq i8 %171, 0, !dbg !411
  %173 = select i1 %172, i1 true, i1 %29, !dbg !413
  br i1 %173, label %187, label %174, !dbg !413

174:                                              ; preds = %167
  %175 = getelementptr inbounds i8, ptr %169, i64 12
  br label %176, !dbg !414

176:                                              ; preds = %184, %174
  %177 = phi i64 [ 0, %174 ], [ %185, %184 ]
    #dbg_value(i64 %177, !243, !DIExpression(), !415)
  %178 = getelementptr inbounds [12 x i8], ptr %5, i64 %177, !dbg !416
  %179 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %170, ptr noundef nonnull dereferenceable(1) %178) #12, !dbg !419
  %180 = icmp eq i32 %179, 0, !dbg !420
  br i1 %180, label %181, label %184, !dbg !421

181:                                              ; preds = %176
  %182 = getelementptr inbounds i32, ptr %6, i64 %177, !dbg !422
  %183 = load i32, ptr %182, align 4, !dbg !422, !tbaa !311
  store i32 %183, ptr %175, align 4, !dbg !423, !tbaa !424
  br label %184, !dbg !425

184:                                              ; preds = %181, %176
  %185 = add nuw nsw i64 %177, 1, !dbg !426
    #dbg_value(i64 %185, !243, !DIExpression(), !415)
  %186 = icmp eq i64 %185, %31, !dbg !427
  br i1 %186, label %187, label %176, !dbg !414, !llvm.loop !428

187:                                              ; preds = %184, %167
  %188 = add nuw nsw i64 %168, 1, !dbg !430
    #dbg_value(i64 %188, !241, !DIExpression(), !275)
  %189 = icmp eq i64 %188, %30, !dbg !276
  br i1 %189, label %190, label %167, !dbg !277, !llvm.loop !431

190:                                              ; preds = %187, %24
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #10, !dbg !433
    #dbg_value(i32 %26, !184, !DIExpression(), !254)
  call void @llvm.lifetime.start.p0(i64 720, ptr nonnull %7) #10, !dbg !434
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(720) %7, i8 0, i64 720, i1 false), !dbg !435, !DIAssignID !436
    #dbg_assign(i8 0, !185, !DIExpression(), !436, ptr %7, !DIExpression(), !254)
  %191 = trunc nuw nsw i64 %17 to i32, !dbg !437
  %192 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %191, i32 noundef %26), !dbg !437
    #dbg_value(i32 0, !201, !DIExpression(), !438)
  %193 = icmp sgt i32 %26, 0, !dbg !439
  br i1 %193, label %195, label %194, !dbg !441

194:                                              ; preds = %420, %190
  br label %200, !dbg !442

195:                                              ; preds = %190
  %196 = add nsw i32 %26, -1, !dbg !441
  %197 = call i32 @llvm.umin.i32(i32 %196, i32 3), !dbg !441
  %198 = add nuw nsw i32 %197, 1, !dbg !441
  %199 = zext nneg i32 %198 to i64, !dbg !460
  br label %420, !dbg !441

200:                                              ; preds = %194, %404
  %201 = phi i32 [ %405, %404 ], [ 0, %194 ], !dbg !461
  %202 = phi i32 [ %406, %404 ], [ undef, %194 ]
    #dbg_value(i32 %201, !454, !DIExpression(), !461)
  %203 = icmp sgt i32 %201, -1, !dbg !462
  %204 = icmp slt i32 %201, %26
  %205 = and i1 %203, %204, !dbg !463
  br i1 %205, label %206, label %408, !dbg !463

206:                                              ; preds = %200
  %207 = load i64, ptr %10, align 8, !dbg !464, !tbaa !465
  %208 = icmp slt i64 %207, 20000, !dbg !468
  br i1 %208, label %209, label %408, !dbg !442

209:                                              ; preds = %206
  %210 = add nuw nsw i32 %201, 1, !dbg !469
    #dbg_value(i32 %210, !454, !DIExpression(), !461)
  %211 = zext nneg i32 %201 to i64, !dbg !470
  %212 = getelementptr inbounds %struct.insn, ptr %4, i64 %211, !dbg !470
    #dbg_value(ptr %212, !455, !DIExpression(), !471)
  %213 = add nsw i64 %207, 1, !dbg !472
  store i64 %213, ptr %10, align 8, !dbg !472, !tbaa !465, !DIAssignID !473
    #dbg_assign(i64 %213, !185, !DIExpression(DW_OP_LLVM_fragment, 5696, 64), !473, ptr %10, !DIExpression(), !254)
    #dbg_value(ptr %7, !457, !DIExpression(), !471)
  %214 = load i32, ptr %212, align 4, !dbg !474, !tbaa !365
  switch i32 %214, label %403 [
    i32 0, label %215
    i32 1, label %223
    i32 2, label %233
    i32 3, label %249
    i32 4, label %265
    i32 5, label %281
    i32 6, label %299
    i32 7, label %317
    i32 8, label %320
    i32 9, label %330
    i32 10, label %340
    i32 11, label %355
    i32 12, label %362
    i32 13, label %370
    i32 14, label %383
    i32 15, label %396
    i32 16, label %404
  ], !dbg !475

215:                                              ; preds = %209
  %216 = getelementptr inbounds i8, ptr %212, i64 8, !dbg !476
  %217 = load i32, ptr %216, align 4, !dbg !476, !tbaa !478
  %218 = sext i32 %217 to i64, !dbg !479
  %219 = getelementptr inbounds i8, ptr %212, i64 4, !dbg !480
  %220 = load i32, ptr %219, align 4, !dbg !480, !tbaa !481
  %221 = sext i32 %220 to i64, !dbg !482
  %222 = getelementptr inbounds i64, ptr %7, i64 %221, !dbg !482
  store i64 %218, ptr %222, align 8, !dbg !483, !tbaa !484
  br label %404, !dbg !485

223:                                              ; preds = %209
  %224 = getelementptr inbounds i8, ptr %212, i64 8, !dbg !486
  %225 = load i32, ptr %224, align 4, !dbg !486, !tbaa !478
  %226 = sext i32 %225 to i64, !dbg !487
  %227 = getelementptr inbounds i64, ptr %7, i64 %226, !dbg !487
  %228 = load i64, ptr %227, align 8, !dbg !487, !tbaa !484
  %229 = getelementptr inbounds i8, ptr %212, i64 4, !dbg !488
  %230 = load i32, ptr %229, align 4, !dbg !488, !tbaa !481
  %231 = sext i32 %230 to i64, !dbg !489
  %232 = getelementptr inbounds i64, ptr %7, i64 %231, !dbg !489
  store i64 %228, ptr %232, align 8, !dbg !490, !tbaa !484
  br label %404, !dbg !491

233:                                              ; preds = %209
  %234 = getelementptr inbounds i8, ptr %212, i64 8, !dbg !492
  %235 = load i32, ptr %234, align 4, !dbg !492, !tbaa !478
  %236 = sext i32 %235 to i64, !dbg !493
  %237 = getelementptr inbounds i64, ptr %7, i64 %236, !dbg !493
  %238 = load i64, ptr %237, align 8, !dbg !493, !tbaa !484
  %239 = getelementptr inbounds i8, ptr %212, i64 12, !dbg !494
  %240 = load i32, ptr %239, align 4, !dbg !494, !tbaa !424
  %241 = sext i32 %240 to i64, !dbg !495
  %242 = getelementptr inbounds i64, ptr %7, i64 %241, !dbg !495
  %243 = load i64, ptr %242, align 8, !dbg !495, !tbaa !484
  %244 = add nsw i64 %243, %238, !dbg !496
  %245 = getelementptr inbounds i8, ptr %212, i64 4, !dbg !497
  %246 = load i32, ptr %245, align 4, !dbg !497, !tbaa !481
  %247 = sext i32 %246 to i64, !dbg !498
  %248 = getelementptr inbounds i64, ptr %7, i64 %247, !dbg !498
  store i64 %244, ptr %248, align 8, !dbg !499, !tbaa !484
  br label %404, !dbg !500

249:                                              ; preds = %209
  %250 = getelementptr inbounds i8, ptr %212, i64 8, !dbg !501
  %251 = load i32, ptr %250, align 4, !dbg !501, !tbaa !478
  %252 = sext i32 %251 to i64, !dbg !502
  %253 = getelementptr inbounds i64, ptr %7, i64 %252, !dbg !502
  %254 = load i64, ptr %253, align 8, !dbg !502, !tbaa !484
  %255 = getelementptr inbounds i8, ptr %212, i64 12, !dbg !503
  %256 = load i32, ptr %255, align 4, !dbg !503, !tbaa !424
  %257 = sext i32 %256 to i64, !dbg !504
  %258 = getelementptr inbounds i64, ptr %7, i64 %257, !dbg !504
  %259 = load i64, ptr %258, align 8, !dbg !504, !tbaa !484
  %260 = sub nsw i64 %254, %259, !dbg !505
  %261 = getelementptr inbounds i8, ptr %212, i64 4, !dbg !506
  %262 = load i32, ptr %261, align 4, !dbg !506, !tbaa !481
  %263 = sext i32 %262 to i64, !dbg !507
  %264 = getelementptr inbounds i64, ptr %7, i64 %263, !dbg !507
  store i64 %260, ptr %264, align 8, !dbg !508, !tbaa !484
  br label %404, !dbg !509

265:                                              ; preds = %209
  %266 = getelementptr inbounds i8, ptr %212, i64 8, !dbg !510
  %267 = load i32, ptr %266, align 4, !dbg !510, !tbaa !478
  %268 = sext i32 %267 to i64, !dbg !511
  %269 = getelementptr inbounds i64, ptr %7, i64 %268, !dbg !511
  %270 = load i64, ptr %269, align 8, !dbg !511, !tbaa !484
  %271 = getelementptr inbounds i8, ptr %212, i64 12, !dbg !512
  %272 = load i32, ptr %271, align 4, !dbg !512, !tbaa !424
  %273 = sext i32 %272 to i64, !dbg !513
  %274 = getelementptr inbounds i64, ptr %7, i64 %273, !dbg !513
  %275 = load i64, ptr %274, align 8, !dbg !513, !tbaa !484
  %276 = mul nsw i64 %275, %270, !dbg !514
  %277 = getelementptr inbounds i8, ptr %212, i64 4, !dbg !515
  %278 = load i32, ptr %277, align 4, !dbg !515, !tbaa !481
  %279 = sext i32 %278 to i64, !dbg !516
  %280 = getelementptr inbounds i64, ptr %7, i64 %279, !dbg !516
  store i64 %276, ptr %280, align 8, !dbg !517, !tbaa !484
  br label %404, !dbg !518

281:                                              ; preds = %209
  %282 = getelementptr inbounds i8, ptr %212, i64 12, !dbg !519
  %283 = load i32, ptr %282, align 4, !dbg !519, !tbaa !424
  %284 = sext i32 %283 to i64, !dbg !521
  %285 = getelementptr inbounds i64, ptr %7, i64 %284, !dbg !521
  %286 = load i64, ptr %285, align 8, !dbg !521, !tbaa !484
  %287 = icmp eq i64 %286, 0, !dbg !521
  br i1 %287, label %404, label %288, !dbg !522

288:                                              ; preds = %281
  %289 = getelementptr inbounds i8, ptr %212, i64 8, !dbg !523
  %290 = load i32, ptr %289, align 4, !dbg !523, !tbaa !478
  %291 = sext i32 %290 to i64, !dbg !524
  %292 = getelementptr inbounds i64, ptr %7, i64 %291, !dbg !524
  %293 = load i64, ptr %292, align 8, !dbg !524, !tbaa !484
  %294 = sdiv i64 %293, %286, !dbg !525
  %295 = getelementptr inbounds i8, ptr %212, i64 4, !dbg !526
  %296 = load i32, ptr %295, align 4, !dbg !526, !tbaa !481
  %297 = sext i32 %296 to i64, !dbg !527
  %298 = getelementptr inbounds i64, ptr %7, i64 %297, !dbg !527
  store i64 %294, ptr %298, align 8, !dbg !528, !tbaa !484
  br label %404, !dbg !529

299:                                              ; preds = %209
  %300 = getelementptr inbounds i8, ptr %212, i64 12, !dbg !530
  %301 = load i32, ptr %300, align 4, !dbg !530, !tbaa !424
  %302 = sext i32 %301 to i64, !dbg !532
  %303 = getelementptr inbounds i64, ptr %7, i64 %302, !dbg !532
  %304 = load i64, ptr %303, align 8, !dbg !532, !tbaa !484
  %305 = icmp eq i64 %304, 0, !dbg !532
  br i1 %305, label %404, label %306, !dbg !533

306:                                              ; preds = %299
  %307 = getelementptr inbounds i8, ptr %212, i64 8, !dbg !534
  %308 = load i32, ptr %307, align 4, !dbg !534, !tbaa !478
  %309 = sext i32 %308 to i64, !dbg !535
  %310 = getelementptr inbounds i64, ptr %7, i64 %309, !dbg !535
  %311 = load i64, ptr %310, align 8, !dbg !535, !tbaa !484
  %312 = srem i64 %311, %304, !dbg !536
  %313 = getelementptr inbounds i8, ptr %212, i64 4, !dbg !537
  %314 = load i32, ptr %313, align 4, !dbg !537, !tbaa !481
  %315 = sext i32 %314 to i64, !dbg !538
  %316 = getelementptr inbounds i64, ptr %7, i64 %315, !dbg !538
  store i64 %312, ptr %316, align 8, !dbg !539, !tbaa !484
  br label %404, !dbg !540

317:                                              ; preds = %209
  %318 = getelementptr inbounds i8, ptr %212, i64 12, !dbg !541
  %319 = load i32, ptr %318, align 4, !dbg !541, !tbaa !424
    #dbg_value(i32 %319, !454, !DIExpression(), !461)
  br label %404, !dbg !542

320:                                              ; preds = %209
  %321 = getelementptr inbounds i8, ptr %212, i64 4, !dbg !543
  %322 = load i32, ptr %321, align 4, !dbg !543, !tbaa !481
  %323 = sext i32 %322 to i64, !dbg !545
  %324 = getelementptr inbounds i64, ptr %7, i64 %323, !dbg !545
  %325 = load i64, ptr %324, align 8, !dbg !545, !tbaa !484
  %326 = icmp eq i64 %325, 0, !dbg !545
  br i1 %326, label %327, label %404, !dbg !546

327:                                              ; preds = %320
  %328 = getelementptr inbounds i8, ptr %212, i64 12, !dbg !547
  %329 = load i32, ptr %328, align 4, !dbg !547, !tbaa !424
    #dbg_value(i32 %329, !454, !DIExpression(), !461)
  br label %404, !dbg !548

330:                                              ; preds = %209
  %331 = getelementptr inbounds i8, ptr %212, i64 4, !dbg !549
  %332 = load i32, ptr %331, align 4, !dbg !549, !tbaa !481
  %333 = sext i32 %332 to i64, !dbg !551
  %334 = getelementptr inbounds i64, ptr %7, i64 %333, !dbg !551
  %335 = load i64, ptr %334, align 8, !dbg !551, !tbaa !484
  %336 = icmp eq i64 %335, 0, !dbg !551
  br i1 %336, label %404, label %337, !dbg !552

337:                                              ; preds = %330
  %338 = getelementptr inbounds i8, ptr %212, i64 12, !dbg !553
  %339 = load i32, ptr %338, align 4, !dbg !553, !tbaa !424
    #dbg_value(i32 %339, !454, !DIExpression(), !461)
  br label %404, !dbg !554

340:                                              ; preds = %209
  %341 = getelementptr inbounds i8, ptr %212, i64 4, !dbg !555
  %342 = load i32, ptr %341, align 4, !dbg !555, !tbaa !481
  %343 = sext i32 %342 to i64, !dbg !557
  %344 = getelementptr inbounds i64, ptr %7, i64 %343, !dbg !557
  %345 = load i64, ptr %344, align 8, !dbg !557, !tbaa !484
  %346 = getelementptr inbounds i8, ptr %212, i64 8, !dbg !558
  %347 = load i32, ptr %346, align 4, !dbg !558, !tbaa !478
  %348 = sext i32 %347 to i64, !dbg !559
  %349 = getelementptr inbounds i64, ptr %7, i64 %348, !dbg !559
  %350 = load i64, ptr %349, align 8, !dbg !559, !tbaa !484
  %351 = icmp slt i64 %345, %350, !dbg !560
  br i1 %351, label %352, label %404, !dbg !561

352:                                              ; preds = %340
  %353 = getelementptr inbounds i8, ptr %212, i64 12, !dbg !562
  %354 = load i32, ptr %353, align 4, !dbg !562, !tbaa !424
    #dbg_value(i32 %354, !454, !DIExpression(), !461)
  br label %404, !dbg !563

355:                                              ; preds = %209
  %356 = load i32, ptr %12, align 8, !dbg !564, !tbaa !565
  %357 = add nsw i32 %356, 1, !dbg !564
  store i32 %357, ptr %12, align 8, !dbg !564, !tbaa !565, !DIAssignID !566
    #dbg_assign(i32 %357, !185, !DIExpression(DW_OP_LLVM_fragment, 5632, 32), !566, ptr %12, !DIExpression(), !254)
  %358 = sext i32 %356 to i64, !dbg !567
  %359 = getelementptr inbounds [32 x i32], ptr %13, i64 0, i64 %358, !dbg !567
  store i32 %210, ptr %359, align 4, !dbg !568, !tbaa !311
  %360 = getelementptr inbounds i8, ptr %212, i64 12, !dbg !569
  %361 = load i32, ptr %360, align 4, !dbg !569, !tbaa !424
    #dbg_value(i32 %361, !454, !DIExpression(), !461)
  br label %404, !dbg !570

362:                                              ; preds = %209
  %363 = load i32, ptr %12, align 8, !dbg !571, !tbaa !565
  %364 = icmp eq i32 %363, 0, !dbg !573
  br i1 %364, label %404, label %365, !dbg !574

365:                                              ; preds = %362
  %366 = add nsw i32 %363, -1, !dbg !575
  store i32 %366, ptr %12, align 8, !dbg !575, !tbaa !565, !DIAssignID !576
    #dbg_assign(i32 %366, !185, !DIExpression(DW_OP_LLVM_fragment, 5632, 32), !576, ptr %12, !DIExpression(), !254)
  %367 = sext i32 %366 to i64, !dbg !577
  %368 = getelementptr inbounds [32 x i32], ptr %13, i64 0, i64 %367, !dbg !577
  %369 = load i32, ptr %368, align 4, !dbg !577, !tbaa !311
    #dbg_value(i32 %369, !454, !DIExpression(), !461)
  br label %404, !dbg !578

370:                                              ; preds = %209
  %371 = getelementptr inbounds i8, ptr %212, i64 8, !dbg !579
  %372 = load i32, ptr %371, align 4, !dbg !579, !tbaa !478
  %373 = sext i32 %372 to i64, !dbg !580
  %374 = getelementptr inbounds i64, ptr %7, i64 %373, !dbg !580
  %375 = load i64, ptr %374, align 8, !dbg !580, !tbaa !484
  %376 = and i64 %375, 63, !dbg !581
  %377 = getelementptr inbounds [64 x i64], ptr %11, i64 0, i64 %376, !dbg !582
  %378 = load i64, ptr %377, align 8, !dbg !582, !tbaa !484
  %379 = getelementptr inbounds i8, ptr %212, i64 4, !dbg !583
  %380 = load i32, ptr %379, align 4, !dbg !583, !tbaa !481
  %381 = sext i32 %380 to i64, !dbg !584
  %382 = getelementptr inbounds i64, ptr %7, i64 %381, !dbg !584
  store i64 %378, ptr %382, align 8, !dbg !585, !tbaa !484
  br label %404, !dbg !586

383:                                              ; preds = %209
  %384 = getelementptr inbounds i8, ptr %212, i64 4, !dbg !587
  %385 = load i32, ptr %384, align 4, !dbg !587, !tbaa !481
  %386 = sext i32 %385 to i64, !dbg !588
  %387 = getelementptr inbounds i64, ptr %7, i64 %386, !dbg !588
  %388 = load i64, ptr %387, align 8, !dbg !588, !tbaa !484
  %389 = getelementptr inbounds i8, ptr %212, i64 8, !dbg !589
  %390 = load i32, ptr %389, align 4, !dbg !589, !tbaa !478
  %391 = sext i32 %390 to i64, !dbg !590
  %392 = getelementptr inbounds i64, ptr %7, i64 %391, !dbg !590
  %393 = load i64, ptr %392, align 8, !dbg !590, !tbaa !484
  %394 = and i64 %393, 63, !dbg !591
  %395 = getelementptr inbounds [64 x i64], ptr %11, i64 0, i64 %394, !dbg !592
  store i64 %388, ptr %395, align 8, !dbg !593, !tbaa !484
  br label %404, !dbg !594

396:                                              ; preds = %209
  %397 = getelementptr inbounds i8, ptr %212, i64 4, !dbg !595
  %398 = load i32, ptr %397, align 4, !dbg !595, !tbaa !481
  %399 = sext i32 %398 to i64, !dbg !596
  %400 = getelementptr inbounds i64, ptr %7, i64 %399, !dbg !596
  %401 = load i64, ptr %400, align 8, !dbg !596, !tbaa !484
  %402 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, i32 noundef %398, i64 noundef %401), !dbg !597
  br label %404, !dbg !598

403:                                              ; preds = %209
    #dbg_value(i32 undef, !454, !DIExpression(), !461)
  br label %404, !dbg !599

404:                                              ; preds = %403, %396, %383, %370, %365, %362, %355, %352, %340, %337, %330, %327, %320, %317, %306, %299, %288, %281, %265, %249, %233, %223, %215, %209
  %405 = phi i32 [ %210, %281 ], [ %210, %299 ], [ %210, %362 ], [ %210, %209 ], [ %210, %396 ], [ %210, %383 ], [ %210, %370 ], [ %369, %365 ], [ %361, %355 ], [ %354, %352 ], [ %210, %340 ], [ %339, %337 ], [ %210, %330 ], [ %210, %320 ], [ %329, %327 ], [ %319, %317 ], [ %210, %306 ], [ %210, %288 ], [ %210, %265 ], [ %210, %249 ], [ %210, %233 ], [ %210, %223 ], [ %210, %215 ], [ %210, %403 ], !dbg !469
  %406 = phi i32 [ -2, %281 ], [ -2, %299 ], [ -3, %362 ], [ 0, %209 ], [ %202, %396 ], [ %202, %383 ], [ %202, %370 ], [ %202, %365 ], [ %202, %355 ], [ %202, %352 ], [ %202, %340 ], [ %202, %337 ], [ %202, %330 ], [ %202, %320 ], [ %202, %327 ], [ %202, %317 ], [ %202, %306 ], [ %202, %288 ], [ %202, %265 ], [ %202, %249 ], [ %202, %233 ], [ %202, %223 ], [ %202, %215 ], [ %202, %403 ]
  %407 = phi i1 [ false, %281 ], [ false, %299 ], [ false, %362 ], [ false, %209 ], [ true, %396 ], [ true, %383 ], [ true, %370 ], [ true, %365 ], [ true, %355 ], [ true, %352 ], [ true, %340 ], [ true, %337 ], [ true, %330 ], [ true, %320 ], [ true, %327 ], [ true, %317 ], [ true, %306 ], [ true, %288 ], [ true, %265 ], [ true, %249 ], [ true, %233 ], [ true, %223 ], [ true, %215 ], [ true, %403 ]
    #dbg_value(i32 %405, !454, !DIExpression(), !461)
  br i1 %407, label %200, label %412, !llvm.loop !600

408:                                              ; preds = %206, %200
  %409 = load i64, ptr %10, align 8, !dbg !601, !tbaa !465
  %410 = icmp sgt i64 %409, 19999, !dbg !602
  %411 = sext i1 %410 to i32, !dbg !603
  br label %412, !dbg !604

412:                                              ; preds = %404, %408
  %413 = phi i32 [ %411, %408 ], [ %406, %404 ]
    #dbg_value(i32 %413, !203, !DIExpression(), !254)
  %414 = load i64, ptr %10, align 8, !dbg !605, !tbaa !465
  %415 = load i64, ptr %7, align 8, !dbg !606, !tbaa !484
  %416 = load i64, ptr %14, align 8, !dbg !607, !tbaa !484
  %417 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %413, i64 noundef %414, i64 noundef %415, i64 noundef %416), !dbg !608
  call void @llvm.lifetime.end.p0(i64 720, ptr nonnull %7) #10, !dbg !609
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %6) #10, !dbg !609
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %5) #10, !dbg !609
  call void @llvm.lifetime.end.p0(i64 1792, ptr nonnull %4) #10, !dbg !609
  %418 = add nuw nsw i64 %17, 1, !dbg !610
    #dbg_value(i64 %418, !159, !DIExpression(), !258)
  %419 = icmp eq i64 %418, 5, !dbg !611
  br i1 %419, label %15, label %16, !dbg !259, !llvm.loop !612

420:                                              ; preds = %195, %420
  %421 = phi i64 [ 0, %195 ], [ %435, %420 ]
    #dbg_value(i64 %421, !201, !DIExpression(), !438)
  %422 = getelementptr inbounds [64 x %struct.insn], ptr %4, i64 0, i64 %421, !dbg !614
  %423 = load i32, ptr %422, align 4, !dbg !615, !tbaa !365
  %424 = zext i32 %423 to i64, !dbg !616
  %425 = getelementptr inbounds [17 x ptr], ptr @mnem, i64 0, i64 %424, !dbg !616
  %426 = load ptr, ptr %425, align 8, !dbg !616, !tbaa !265
  %427 = getelementptr inbounds i8, ptr %422, i64 4, !dbg !617
  %428 = load i32, ptr %427, align 4, !dbg !617, !tbaa !481
  %429 = getelementptr inbounds i8, ptr %422, i64 8, !dbg !618
  %430 = load i32, ptr %429, align 4, !dbg !618, !tbaa !478
  %431 = getelementptr inbounds i8, ptr %422, i64 12, !dbg !619
  %432 = load i32, ptr %431, align 4, !dbg !619, !tbaa !424
  %433 = trunc nuw nsw i64 %421 to i32, !dbg !620
  %434 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %433, ptr noundef %426, i32 noundef %428, i32 noundef %430, i32 noundef %432), !dbg !620
  %435 = add nuw nsw i64 %421, 1, !dbg !621
    #dbg_value(i64 %435, !201, !DIExpression(), !438)
  %436 = icmp eq i64 %435, %199, !dbg !460
  br i1 %436, label %194, label %420, !dbg !441, !llvm.loop !622
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare !dbg !624 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !629 ptr @strchr(ptr noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !633 i64 @strlen(ptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare !dbg !636 ptr @__ctype_b_loc() local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite)
declare !dbg !642 ptr @strcpy(ptr noalias noundef returned writeonly, ptr noalias nocapture noundef readonly) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !646 i32 @strcmp(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn
declare !dbg !649 i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #9

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { mustprogress nofree nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn memory(argmem: readwrite) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nounwind }
attributes #11 = { nounwind willreturn memory(none) }
attributes #12 = { nounwind willreturn memory(read) }

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
!273 = !DILocation(line: 29, column: 16, scope: !206, inlinedAt: !249)
!274 = !DILocation(line: 29, column: 9, scope: !206, inlinedAt: !249)
!275 = !DILocation(line: 0, scope: !242, inlinedAt: !249)
!276 = !DILocation(line: 79, column: 23, scope: !246, inlinedAt: !249)
!277 = !DILocation(line: 79, column: 5, scope: !242, inlinedAt: !249)
!278 = !DILocation(line: 33, column: 25, scope: !221, inlinedAt: !249)
!279 = !DILocation(line: 34, column: 22, scope: !221, inlinedAt: !249)
!280 = !DILocation(line: 34, column: 37, scope: !221, inlinedAt: !249)
!281 = !DILocation(line: 34, column: 44, scope: !221, inlinedAt: !249)
!282 = !DILocation(line: 35, column: 9, scope: !221, inlinedAt: !249)
!283 = !DILocation(line: 36, column: 9, scope: !221, inlinedAt: !249)
!284 = !DILocation(line: 36, column: 19, scope: !221, inlinedAt: !249)
!285 = !DILocation(line: 37, column: 20, scope: !221, inlinedAt: !249)
!286 = !DILocation(line: 39, column: 9, scope: !221, inlinedAt: !249)
!287 = !DILocation(line: 39, column: 16, scope: !221, inlinedAt: !249)
!288 = !{!289, !289, i64 0}
!289 = !{!"short", !267, i64 0}
!290 = !DILocation(line: 40, column: 14, scope: !221, inlinedAt: !249)
!291 = distinct !{!291, !286, !290, !292, !293}
!292 = !{!"llvm.loop.mustprogress"}
!293 = !{!"llvm.loop.unroll.disable"}
!294 = !DILocation(line: 37, column: 18, scope: !221, inlinedAt: !249)
!295 = !DILocation(line: 37, column: 11, scope: !221, inlinedAt: !249)
!296 = !DILocation(line: 41, column: 17, scope: !297, inlinedAt: !249)
!297 = distinct !DILexicalBlock(scope: !221, file: !3, line: 41, column: 13)
!298 = distinct !{!298, !272, !299, !292, !293}
!299 = !DILocation(line: 77, column: 5, scope: !206, inlinedAt: !249)
!300 = !DILocation(line: 43, column: 23, scope: !221, inlinedAt: !249)
!301 = !DILocation(line: 44, column: 13, scope: !302, inlinedAt: !249)
!302 = distinct !DILexicalBlock(scope: !221, file: !3, line: 44, column: 13)
!303 = !DILocation(line: 44, column: 13, scope: !221, inlinedAt: !249)
!304 = !DILocation(line: 45, column: 20, scope: !305, inlinedAt: !249)
!305 = distinct !DILexicalBlock(scope: !302, file: !3, line: 44, column: 20)
!306 = !DILocation(line: 46, column: 20, scope: !305, inlinedAt: !249)
!307 = !DILocation(line: 46, column: 13, scope: !305, inlinedAt: !249)
!308 = !DILocation(line: 47, column: 24, scope: !305, inlinedAt: !249)
!309 = !DILocation(line: 47, column: 13, scope: !305, inlinedAt: !249)
!310 = !DILocation(line: 47, column: 28, scope: !305, inlinedAt: !249)
!311 = !{!312, !312, i64 0}
!312 = !{!"int", !267, i64 0}
!313 = !DILocation(line: 48, column: 13, scope: !305, inlinedAt: !249)
!314 = distinct !{!314, !272, !299, !292, !293}
!315 = !DILocation(line: 50, column: 9, scope: !221, inlinedAt: !249)
!316 = !DILocation(line: 50, column: 14, scope: !221, inlinedAt: !249)
!317 = distinct !DIAssignID()
!318 = !DILocation(line: 52, column: 16, scope: !221, inlinedAt: !249)
!319 = !DILocation(line: 52, column: 9, scope: !221, inlinedAt: !249)
!320 = !DILocation(line: 53, column: 13, scope: !230, inlinedAt: !249)
!321 = !DILocation(line: 53, column: 20, scope: !230, inlinedAt: !249)
!322 = !DILocation(line: 53, column: 30, scope: !230, inlinedAt: !249)
!323 = !DILocation(line: 56, column: 13, scope: !230, inlinedAt: !249)
!324 = !DILocation(line: 54, column: 18, scope: !230, inlinedAt: !249)
!325 = distinct !{!325, !320, !324, !292, !293}
!326 = !DILocation(line: 0, scope: !230, inlinedAt: !249)
!327 = !DILocation(line: 56, column: 20, scope: !230, inlinedAt: !249)
!328 = !DILocation(line: 56, column: 23, scope: !230, inlinedAt: !249)
!329 = !DILocation(line: 57, column: 34, scope: !230, inlinedAt: !249)
!330 = !DILocation(line: 57, column: 26, scope: !230, inlinedAt: !249)
!331 = !DILocation(line: 57, column: 17, scope: !230, inlinedAt: !249)
!332 = !DILocation(line: 57, column: 30, scope: !230, inlinedAt: !249)
!333 = distinct !{!333, !323, !329, !292, !293}
!334 = !DILocation(line: 58, column: 13, scope: !230, inlinedAt: !249)
!335 = !DILocation(line: 58, column: 24, scope: !230, inlinedAt: !249)
!336 = !DILocation(line: 59, column: 17, scope: !337, inlinedAt: !249)
!337 = distinct !DILexicalBlock(scope: !230, file: !3, line: 59, column: 17)
!338 = !DILocation(line: 59, column: 17, scope: !230, inlinedAt: !249)
!339 = !DILocation(line: 52, column: 19, scope: !221, inlinedAt: !249)
!340 = distinct !{!340, !319, !341, !292, !293}
!341 = !DILocation(line: 61, column: 9, scope: !221, inlinedAt: !249)
!342 = !DILocation(line: 62, column: 28, scope: !221, inlinedAt: !249)
!343 = !DILocation(line: 63, column: 9, scope: !221, inlinedAt: !249)
!344 = !DILocation(line: 0, scope: !233, inlinedAt: !249)
!345 = !DILocation(line: 64, column: 9, scope: !233, inlinedAt: !249)
!346 = !DILocation(line: 62, column: 34, scope: !221, inlinedAt: !249)
!347 = !DILocation(line: 67, column: 9, scope: !221, inlinedAt: !249)
!348 = !DILocation(line: 67, column: 32, scope: !221, inlinedAt: !249)
!349 = !DILocation(line: 67, column: 26, scope: !221, inlinedAt: !249)
!350 = distinct !DIAssignID()
!351 = !DILocation(line: 67, column: 40, scope: !221, inlinedAt: !249)
!352 = distinct !DIAssignID()
!353 = !DILocation(line: 67, column: 48, scope: !221, inlinedAt: !249)
!354 = distinct !DIAssignID()
!355 = !DILocation(line: 0, scope: !237, inlinedAt: !249)
!356 = !DILocation(line: 68, column: 27, scope: !240, inlinedAt: !249)
!357 = !DILocation(line: 68, column: 9, scope: !237, inlinedAt: !249)
!358 = !DILocation(line: 65, column: 32, scope: !359, inlinedAt: !249)
!359 = distinct !DILexicalBlock(scope: !360, file: !3, line: 65, column: 17)
!360 = distinct !DILexicalBlock(scope: !233, file: !3, line: 64, column: 9)
!361 = !DILocation(line: 65, column: 17, scope: !359, inlinedAt: !249)
!362 = !DILocation(line: 65, column: 41, scope: !359, inlinedAt: !249)
!363 = !DILocation(line: 65, column: 17, scope: !360, inlinedAt: !249)
!364 = !DILocation(line: 66, column: 24, scope: !359, inlinedAt: !249)
!365 = !{!366, !312, i64 0}
!366 = !{!"insn", !312, i64 0, !312, i64 4, !312, i64 8, !312, i64 12, !267, i64 16}
!367 = !DILocation(line: 66, column: 17, scope: !359, inlinedAt: !249)
!368 = !DILocation(line: 64, column: 36, scope: !360, inlinedAt: !249)
!369 = !DILocation(line: 64, column: 27, scope: !360, inlinedAt: !249)
!370 = distinct !{!370, !345, !371, !292, !293}
!371 = !DILocation(line: 66, column: 39, scope: !233, inlinedAt: !249)
!372 = !DILocation(line: 69, column: 31, scope: !239, inlinedAt: !249)
!373 = !DILocalVariable(name: "s", arg: 1, scope: !374, file: !3, line: 26, type: !139)
!374 = distinct !DISubprogram(name: "parse_reg", scope: !3, file: !3, line: 26, type: !375, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !377)
!375 = !DISubroutineType(types: !376)
!376 = !{!44, !139}
!377 = !{!373}
!378 = !DILocation(line: 0, scope: !374, inlinedAt: !379)
!379 = distinct !DILocation(line: 69, column: 21, scope: !239, inlinedAt: !249)
!380 = !DILocation(line: 26, column: 46, scope: !374, inlinedAt: !379)
!381 = !DILocation(line: 26, column: 51, scope: !374, inlinedAt: !379)
!382 = !DILocation(line: 26, column: 60, scope: !374, inlinedAt: !379)
!383 = !DILocation(line: 26, column: 65, scope: !374, inlinedAt: !379)
!384 = !DILocation(line: 0, scope: !239, inlinedAt: !249)
!385 = !DILocation(line: 70, column: 19, scope: !386, inlinedAt: !249)
!386 = distinct !DILexicalBlock(scope: !239, file: !3, line: 70, column: 17)
!387 = !DILocation(line: 70, column: 17, scope: !239, inlinedAt: !249)
!388 = !DILocation(line: 71, column: 27, scope: !386, inlinedAt: !249)
!389 = !DILocation(line: 71, column: 18, scope: !386, inlinedAt: !249)
!390 = !DILocation(line: 71, column: 32, scope: !386, inlinedAt: !249)
!391 = !DILocation(line: 71, column: 17, scope: !386, inlinedAt: !249)
!392 = !DILocation(line: 72, column: 22, scope: !393, inlinedAt: !249)
!393 = distinct !DILexicalBlock(scope: !386, file: !3, line: 72, column: 22)
!394 = !DILocation(line: 72, column: 56, scope: !393, inlinedAt: !249)
!395 = !DILocalVariable(name: "__nptr", arg: 1, scope: !396, file: !397, line: 362, type: !139)
!396 = distinct !DISubprogram(name: "atoi", scope: !397, file: !397, line: 362, type: !375, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !398)
!397 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!398 = !{!395}
!399 = !DILocation(line: 0, scope: !396, inlinedAt: !400)
!400 = distinct !DILocation(line: 73, column: 34, scope: !393, inlinedAt: !249)
!401 = !DILocation(line: 364, column: 16, scope: !396, inlinedAt: !400)
!402 = !DILocation(line: 364, column: 10, scope: !396, inlinedAt: !400)
!403 = !DILocation(line: 73, column: 27, scope: !393, inlinedAt: !249)
!404 = !DILocation(line: 73, column: 18, scope: !393, inlinedAt: !249)
!405 = !DILocation(line: 73, column: 32, scope: !393, inlinedAt: !249)
!406 = !DILocation(line: 73, column: 17, scope: !393, inlinedAt: !249)
!407 = !DILocation(line: 75, column: 17, scope: !393, inlinedAt: !249)
!408 = !DILocation(line: 68, column: 34, scope: !240, inlinedAt: !249)
!409 = distinct !{!409, !357, !410, !292, !293}
!410 = !DILocation(line: 76, column: 9, scope: !237, inlinedAt: !249)
!411 = !DILocation(line: 80, column: 13, scope: !245, inlinedAt: !249)
!412 = !DILocation(line: 80, column: 21, scope: !245, inlinedAt: !249)
!413 = !DILocation(line: 80, column: 13, scope: !246, inlinedAt: !249)
!414 = !DILocation(line: 81, column: 13, scope: !244, inlinedAt: !249)
!415 = !DILocation(line: 0, scope: !244, inlinedAt: !249)
!416 = !DILocation(line: 82, column: 43, scope: !417, inlinedAt: !249)
!417 = distinct !DILexicalBlock(scope: !418, file: !3, line: 82, column: 21)
!418 = distinct !DILexicalBlock(scope: !244, file: !3, line: 81, column: 13)
!419 = !DILocation(line: 82, column: 21, scope: !417, inlinedAt: !249)
!420 = !DILocation(line: 82, column: 54, scope: !417, inlinedAt: !249)
!421 = !DILocation(line: 82, column: 21, scope: !418, inlinedAt: !249)
!422 = !DILocation(line: 83, column: 33, scope: !417, inlinedAt: !249)
!423 = !DILocation(line: 83, column: 31, scope: !417, inlinedAt: !249)
!424 = !{!366, !312, i64 12}
!425 = !DILocation(line: 83, column: 21, scope: !417, inlinedAt: !249)
!426 = !DILocation(line: 81, column: 38, scope: !418, inlinedAt: !249)
!427 = !DILocation(line: 81, column: 31, scope: !418, inlinedAt: !249)
!428 = distinct !{!428, !414, !429, !292, !293}
!429 = !DILocation(line: 83, column: 43, scope: !244, inlinedAt: !249)
!430 = !DILocation(line: 79, column: 29, scope: !246, inlinedAt: !249)
!431 = distinct !{!431, !277, !432, !292, !293}
!432 = !DILocation(line: 83, column: 43, scope: !242, inlinedAt: !249)
!433 = !DILocation(line: 85, column: 1, scope: !206, inlinedAt: !249)
!434 = !DILocation(line: 143, column: 9, scope: !162)
!435 = !DILocation(line: 144, column: 9, scope: !162)
!436 = distinct !DIAssignID()
!437 = !DILocation(line: 145, column: 9, scope: !162)
!438 = !DILocation(line: 0, scope: !202)
!439 = !DILocation(line: 146, column: 27, scope: !440)
!440 = distinct !DILexicalBlock(scope: !202, file: !3, line: 146, column: 9)
!441 = !DILocation(line: 146, column: 9, scope: !202)
!442 = !DILocation(line: 89, column: 5, scope: !443, inlinedAt: !459)
!443 = distinct !DISubprogram(name: "run", scope: !3, file: !3, line: 87, type: !444, scopeLine: 87, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !449)
!444 = !DISubroutineType(types: !445)
!445 = !{!44, !446, !447, !44, !190}
!446 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !186, size: 64)
!447 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !448, size: 64)
!448 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !165)
!449 = !{!450, !451, !452, !453, !454, !455, !457}
!450 = !DILocalVariable(name: "vm", arg: 1, scope: !443, file: !3, line: 87, type: !446)
!451 = !DILocalVariable(name: "prog", arg: 2, scope: !443, file: !3, line: 87, type: !447)
!452 = !DILocalVariable(name: "n", arg: 3, scope: !443, file: !3, line: 87, type: !44)
!453 = !DILocalVariable(name: "max_steps", arg: 4, scope: !443, file: !3, line: 87, type: !190)
!454 = !DILocalVariable(name: "pc", scope: !443, file: !3, line: 88, type: !44)
!455 = !DILocalVariable(name: "in", scope: !456, file: !3, line: 90, type: !447)
!456 = distinct !DILexicalBlock(scope: !443, file: !3, line: 89, column: 56)
!457 = !DILocalVariable(name: "r", scope: !456, file: !3, line: 92, type: !458)
!458 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !190, size: 64)
!459 = distinct !DILocation(line: 148, column: 18, scope: !162)
!460 = !DILocation(line: 146, column: 31, scope: !440)
!461 = !DILocation(line: 0, scope: !443, inlinedAt: !459)
!462 = !DILocation(line: 89, column: 15, scope: !443, inlinedAt: !459)
!463 = !DILocation(line: 89, column: 20, scope: !443, inlinedAt: !459)
!464 = !DILocation(line: 89, column: 37, scope: !443, inlinedAt: !459)
!465 = !{!466, !467, i64 712}
!466 = !{!"vm", !267, i64 0, !267, i64 64, !267, i64 576, !312, i64 704, !467, i64 712}
!467 = !{!"long", !267, i64 0}
!468 = !DILocation(line: 89, column: 43, scope: !443, inlinedAt: !459)
!469 = !DILocation(line: 90, column: 41, scope: !456, inlinedAt: !459)
!470 = !DILocation(line: 90, column: 34, scope: !456, inlinedAt: !459)
!471 = !DILocation(line: 0, scope: !456, inlinedAt: !459)
!472 = !DILocation(line: 91, column: 18, scope: !456, inlinedAt: !459)
!473 = distinct !DIAssignID()
!474 = !DILocation(line: 93, column: 21, scope: !456, inlinedAt: !459)
!475 = !DILocation(line: 93, column: 9, scope: !456, inlinedAt: !459)
!476 = !DILocation(line: 94, column: 33, scope: !477, inlinedAt: !459)
!477 = distinct !DILexicalBlock(scope: !456, file: !3, line: 93, column: 25)
!478 = !{!366, !312, i64 8}
!479 = !DILocation(line: 94, column: 29, scope: !477, inlinedAt: !459)
!480 = !DILocation(line: 94, column: 24, scope: !477, inlinedAt: !459)
!481 = !{!366, !312, i64 4}
!482 = !DILocation(line: 94, column: 18, scope: !477, inlinedAt: !459)
!483 = !DILocation(line: 94, column: 27, scope: !477, inlinedAt: !459)
!484 = !{!467, !467, i64 0}
!485 = !DILocation(line: 94, column: 36, scope: !477, inlinedAt: !459)
!486 = !DILocation(line: 95, column: 36, scope: !477, inlinedAt: !459)
!487 = !DILocation(line: 95, column: 30, scope: !477, inlinedAt: !459)
!488 = !DILocation(line: 95, column: 25, scope: !477, inlinedAt: !459)
!489 = !DILocation(line: 95, column: 19, scope: !477, inlinedAt: !459)
!490 = !DILocation(line: 95, column: 28, scope: !477, inlinedAt: !459)
!491 = !DILocation(line: 95, column: 40, scope: !477, inlinedAt: !459)
!492 = !DILocation(line: 96, column: 36, scope: !477, inlinedAt: !459)
!493 = !DILocation(line: 96, column: 30, scope: !477, inlinedAt: !459)
!494 = !DILocation(line: 96, column: 47, scope: !477, inlinedAt: !459)
!495 = !DILocation(line: 96, column: 41, scope: !477, inlinedAt: !459)
!496 = !DILocation(line: 96, column: 39, scope: !477, inlinedAt: !459)
!497 = !DILocation(line: 96, column: 25, scope: !477, inlinedAt: !459)
!498 = !DILocation(line: 96, column: 19, scope: !477, inlinedAt: !459)
!499 = !DILocation(line: 96, column: 28, scope: !477, inlinedAt: !459)
!500 = !DILocation(line: 96, column: 51, scope: !477, inlinedAt: !459)
!501 = !DILocation(line: 97, column: 36, scope: !477, inlinedAt: !459)
!502 = !DILocation(line: 97, column: 30, scope: !477, inlinedAt: !459)
!503 = !DILocation(line: 97, column: 47, scope: !477, inlinedAt: !459)
!504 = !DILocation(line: 97, column: 41, scope: !477, inlinedAt: !459)
!505 = !DILocation(line: 97, column: 39, scope: !477, inlinedAt: !459)
!506 = !DILocation(line: 97, column: 25, scope: !477, inlinedAt: !459)
!507 = !DILocation(line: 97, column: 19, scope: !477, inlinedAt: !459)
!508 = !DILocation(line: 97, column: 28, scope: !477, inlinedAt: !459)
!509 = !DILocation(line: 97, column: 51, scope: !477, inlinedAt: !459)
!510 = !DILocation(line: 98, column: 36, scope: !477, inlinedAt: !459)
!511 = !DILocation(line: 98, column: 30, scope: !477, inlinedAt: !459)
!512 = !DILocation(line: 98, column: 47, scope: !477, inlinedAt: !459)
!513 = !DILocation(line: 98, column: 41, scope: !477, inlinedAt: !459)
!514 = !DILocation(line: 98, column: 39, scope: !477, inlinedAt: !459)
!515 = !DILocation(line: 98, column: 25, scope: !477, inlinedAt: !459)
!516 = !DILocation(line: 98, column: 19, scope: !477, inlinedAt: !459)
!517 = !DILocation(line: 98, column: 28, scope: !477, inlinedAt: !459)
!518 = !DILocation(line: 98, column: 51, scope: !477, inlinedAt: !459)
!519 = !DILocation(line: 99, column: 30, scope: !520, inlinedAt: !459)
!520 = distinct !DILexicalBlock(scope: !477, file: !3, line: 99, column: 23)
!521 = !DILocation(line: 99, column: 24, scope: !520, inlinedAt: !459)
!522 = !DILocation(line: 99, column: 23, scope: !477, inlinedAt: !459)
!523 = !DILocation(line: 99, column: 62, scope: !477, inlinedAt: !459)
!524 = !DILocation(line: 99, column: 56, scope: !477, inlinedAt: !459)
!525 = !DILocation(line: 99, column: 65, scope: !477, inlinedAt: !459)
!526 = !DILocation(line: 99, column: 51, scope: !477, inlinedAt: !459)
!527 = !DILocation(line: 99, column: 45, scope: !477, inlinedAt: !459)
!528 = !DILocation(line: 99, column: 54, scope: !477, inlinedAt: !459)
!529 = !DILocation(line: 99, column: 77, scope: !477, inlinedAt: !459)
!530 = !DILocation(line: 100, column: 30, scope: !531, inlinedAt: !459)
!531 = distinct !DILexicalBlock(scope: !477, file: !3, line: 100, column: 23)
!532 = !DILocation(line: 100, column: 24, scope: !531, inlinedAt: !459)
!533 = !DILocation(line: 100, column: 23, scope: !477, inlinedAt: !459)
!534 = !DILocation(line: 100, column: 62, scope: !477, inlinedAt: !459)
!535 = !DILocation(line: 100, column: 56, scope: !477, inlinedAt: !459)
!536 = !DILocation(line: 100, column: 65, scope: !477, inlinedAt: !459)
!537 = !DILocation(line: 100, column: 51, scope: !477, inlinedAt: !459)
!538 = !DILocation(line: 100, column: 45, scope: !477, inlinedAt: !459)
!539 = !DILocation(line: 100, column: 54, scope: !477, inlinedAt: !459)
!540 = !DILocation(line: 100, column: 77, scope: !477, inlinedAt: !459)
!541 = !DILocation(line: 101, column: 28, scope: !477, inlinedAt: !459)
!542 = !DILocation(line: 101, column: 31, scope: !477, inlinedAt: !459)
!543 = !DILocation(line: 102, column: 29, scope: !544, inlinedAt: !459)
!544 = distinct !DILexicalBlock(scope: !477, file: !3, line: 102, column: 22)
!545 = !DILocation(line: 102, column: 23, scope: !544, inlinedAt: !459)
!546 = !DILocation(line: 102, column: 22, scope: !477, inlinedAt: !459)
!547 = !DILocation(line: 102, column: 42, scope: !544, inlinedAt: !459)
!548 = !DILocation(line: 102, column: 33, scope: !544, inlinedAt: !459)
!549 = !DILocation(line: 103, column: 29, scope: !550, inlinedAt: !459)
!550 = distinct !DILexicalBlock(scope: !477, file: !3, line: 103, column: 23)
!551 = !DILocation(line: 103, column: 23, scope: !550, inlinedAt: !459)
!552 = !DILocation(line: 103, column: 23, scope: !477, inlinedAt: !459)
!553 = !DILocation(line: 103, column: 42, scope: !550, inlinedAt: !459)
!554 = !DILocation(line: 103, column: 33, scope: !550, inlinedAt: !459)
!555 = !DILocation(line: 104, column: 29, scope: !556, inlinedAt: !459)
!556 = distinct !DILexicalBlock(scope: !477, file: !3, line: 104, column: 23)
!557 = !DILocation(line: 104, column: 23, scope: !556, inlinedAt: !459)
!558 = !DILocation(line: 104, column: 40, scope: !556, inlinedAt: !459)
!559 = !DILocation(line: 104, column: 34, scope: !556, inlinedAt: !459)
!560 = !DILocation(line: 104, column: 32, scope: !556, inlinedAt: !459)
!561 = !DILocation(line: 104, column: 23, scope: !477, inlinedAt: !459)
!562 = !DILocation(line: 104, column: 53, scope: !556, inlinedAt: !459)
!563 = !DILocation(line: 104, column: 44, scope: !556, inlinedAt: !459)
!564 = !DILocation(line: 105, column: 36, scope: !477, inlinedAt: !459)
!565 = !{!466, !312, i64 704}
!566 = distinct !DIAssignID()
!567 = !DILocation(line: 105, column: 20, scope: !477, inlinedAt: !459)
!568 = !DILocation(line: 105, column: 40, scope: !477, inlinedAt: !459)
!569 = !DILocation(line: 105, column: 55, scope: !477, inlinedAt: !459)
!570 = !DILocation(line: 105, column: 58, scope: !477, inlinedAt: !459)
!571 = !DILocation(line: 106, column: 28, scope: !572, inlinedAt: !459)
!572 = distinct !DILexicalBlock(scope: !477, file: !3, line: 106, column: 23)
!573 = !DILocation(line: 106, column: 24, scope: !572, inlinedAt: !459)
!574 = !DILocation(line: 106, column: 23, scope: !477, inlinedAt: !459)
!575 = !DILocation(line: 106, column: 58, scope: !477, inlinedAt: !459)
!576 = distinct !DIAssignID()
!577 = !DILocation(line: 106, column: 48, scope: !477, inlinedAt: !459)
!578 = !DILocation(line: 106, column: 69, scope: !477, inlinedAt: !459)
!579 = !DILocation(line: 107, column: 43, scope: !477, inlinedAt: !459)
!580 = !DILocation(line: 107, column: 37, scope: !477, inlinedAt: !459)
!581 = !DILocation(line: 107, column: 46, scope: !477, inlinedAt: !459)
!582 = !DILocation(line: 107, column: 29, scope: !477, inlinedAt: !459)
!583 = !DILocation(line: 107, column: 24, scope: !477, inlinedAt: !459)
!584 = !DILocation(line: 107, column: 18, scope: !477, inlinedAt: !459)
!585 = !DILocation(line: 107, column: 27, scope: !477, inlinedAt: !459)
!586 = !DILocation(line: 107, column: 53, scope: !477, inlinedAt: !459)
!587 = !DILocation(line: 108, column: 49, scope: !477, inlinedAt: !459)
!588 = !DILocation(line: 108, column: 43, scope: !477, inlinedAt: !459)
!589 = !DILocation(line: 108, column: 32, scope: !477, inlinedAt: !459)
!590 = !DILocation(line: 108, column: 26, scope: !477, inlinedAt: !459)
!591 = !DILocation(line: 108, column: 35, scope: !477, inlinedAt: !459)
!592 = !DILocation(line: 108, column: 18, scope: !477, inlinedAt: !459)
!593 = !DILocation(line: 108, column: 41, scope: !477, inlinedAt: !459)
!594 = !DILocation(line: 108, column: 53, scope: !477, inlinedAt: !459)
!595 = !DILocation(line: 109, column: 51, scope: !477, inlinedAt: !459)
!596 = !DILocation(line: 109, column: 54, scope: !477, inlinedAt: !459)
!597 = !DILocation(line: 109, column: 19, scope: !477, inlinedAt: !459)
!598 = !DILocation(line: 109, column: 65, scope: !477, inlinedAt: !459)
!599 = !DILocation(line: 112, column: 5, scope: !443, inlinedAt: !459)
!600 = distinct !{!600, !442, !599, !292, !293}
!601 = !DILocation(line: 113, column: 16, scope: !443, inlinedAt: !459)
!602 = !DILocation(line: 113, column: 22, scope: !443, inlinedAt: !459)
!603 = !DILocation(line: 113, column: 12, scope: !443, inlinedAt: !459)
!604 = !DILocation(line: 113, column: 5, scope: !443, inlinedAt: !459)
!605 = !DILocation(line: 149, column: 60, scope: !162)
!606 = !DILocation(line: 149, column: 67, scope: !162)
!607 = !DILocation(line: 149, column: 78, scope: !162)
!608 = !DILocation(line: 149, column: 9, scope: !162)
!609 = !DILocation(line: 150, column: 5, scope: !163)
!610 = !DILocation(line: 138, column: 29, scope: !163)
!611 = !DILocation(line: 138, column: 23, scope: !163)
!612 = distinct !{!612, !259, !613, !292, !293}
!613 = !DILocation(line: 150, column: 5, scope: !160)
!614 = !DILocation(line: 147, column: 52, scope: !440)
!615 = !DILocation(line: 147, column: 60, scope: !440)
!616 = !DILocation(line: 147, column: 47, scope: !440)
!617 = !DILocation(line: 147, column: 73, scope: !440)
!618 = !DILocation(line: 147, column: 84, scope: !440)
!619 = !DILocation(line: 147, column: 95, scope: !440)
!620 = !DILocation(line: 147, column: 13, scope: !440)
!621 = !DILocation(line: 146, column: 42, scope: !440)
!622 = distinct !{!622, !441, !623, !292, !293}
!623 = !DILocation(line: 147, column: 96, scope: !202)
!624 = !DISubprogram(name: "printf", scope: !625, file: !625, line: 356, type: !626, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!625 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!626 = !DISubroutineType(types: !627)
!627 = !{!44, !628, null}
!628 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !139)
!629 = !DISubprogram(name: "strchr", scope: !630, file: !630, line: 246, type: !631, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!630 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!631 = !DISubroutineType(types: !632)
!632 = !{!48, !139, !44}
!633 = !DISubprogram(name: "strlen", scope: !630, file: !630, line: 407, type: !634, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!634 = !DISubroutineType(types: !635)
!635 = !{!43, !139}
!636 = !DISubprogram(name: "__ctype_b_loc", scope: !26, file: !26, line: 79, type: !637, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!637 = !DISubroutineType(types: !638)
!638 = !{!639}
!639 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !640, size: 64)
!640 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !641, size: 64)
!641 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !46)
!642 = !DISubprogram(name: "strcpy", scope: !630, file: !630, line: 141, type: !643, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!643 = !DISubroutineType(types: !644)
!644 = !{!48, !645, !628}
!645 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !48)
!646 = !DISubprogram(name: "strcmp", scope: !630, file: !630, line: 156, type: !647, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!647 = !DISubroutineType(types: !648)
!648 = !{!44, !139, !139}
!649 = !DISubprogram(name: "strtol", scope: !397, file: !397, line: 177, type: !650, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!650 = !DISubroutineType(types: !651)
!651 = !{!190, !628, !652, !44}
!652 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !47)
