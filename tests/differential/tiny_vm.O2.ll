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

15:                                               ; preds = %407
  ret i32 0, !dbg !260

16:                                               ; preds = %0, %407
  %17 = phi i64 [ 0, %0 ], [ %413, %407 ]
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
  br i1 %21, label %189, label %22, !dbg !272

22:                                               ; preds = %16
  %23 = tail call ptr @__ctype_b_loc() #11, !dbg !248
  br label %30, !dbg !272

24:                                               ; preds = %161
    #dbg_value(i32 0, !241, !DIExpression(), !273)
  %25 = icmp sgt i32 %163, 0, !dbg !274
  br i1 %25, label %26, label %189, !dbg !275

26:                                               ; preds = %24
  %27 = icmp slt i32 %162, 1
  %28 = zext nneg i32 %163 to i64, !dbg !274
  %29 = zext nneg i32 %162 to i64
  br label %166, !dbg !275

30:                                               ; preds = %161, %22
  %31 = phi i32 [ 0, %22 ], [ %163, %161 ]
  %32 = phi i32 [ 0, %22 ], [ %162, %161 ]
  %33 = phi ptr [ %19, %22 ], [ %58, %161 ]
    #dbg_value(i32 %31, !217, !DIExpression(), !248)
    #dbg_value(i32 %32, !218, !DIExpression(), !248)
    #dbg_value(ptr %33, !219, !DIExpression(), !248)
  %34 = call ptr @strchr(ptr noundef nonnull dereferenceable(1) %33, i32 noundef 10) #12, !dbg !276
    #dbg_value(ptr %34, !220, !DIExpression(), !251)
  %35 = icmp ne ptr %34, null, !dbg !277
  br i1 %35, label %36, label %40, !dbg !277

36:                                               ; preds = %30
  %37 = ptrtoint ptr %34 to i64, !dbg !278
  %38 = ptrtoint ptr %33 to i64, !dbg !278
  %39 = sub i64 %37, %38, !dbg !278
  br label %42, !dbg !277

40:                                               ; preds = %30
  %41 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %33) #12, !dbg !279
  br label %42, !dbg !277

42:                                               ; preds = %40, %36
  %43 = phi i64 [ %39, %36 ], [ %41, %40 ], !dbg !277
    #dbg_value(i64 %43, !222, !DIExpression(), !251)
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %1, ptr nonnull align 1 %33, i64 %43, i1 false), !dbg !280
  %44 = getelementptr inbounds [64 x i8], ptr %1, i64 0, i64 %43, !dbg !281
  store i8 0, ptr %44, align 1, !dbg !282, !tbaa !271
  %45 = zext i1 %35 to i64, !dbg !283
    #dbg_value(ptr %58, !219, !DIExpression(), !248)
    #dbg_value(ptr %1, !223, !DIExpression(), !251)
  %46 = load ptr, ptr %23, align 8, !tbaa !265
  br label %47, !dbg !284

47:                                               ; preds = %47, %42
  %48 = phi ptr [ %1, %42 ], [ %55, %47 ], !dbg !251
    #dbg_value(ptr %48, !223, !DIExpression(), !251)
  %49 = load i8, ptr %48, align 1, !dbg !285, !tbaa !271
  %50 = zext i8 %49 to i64, !dbg !285
  %51 = getelementptr inbounds i16, ptr %46, i64 %50, !dbg !285
  %52 = load i16, ptr %51, align 2, !dbg !285, !tbaa !286
  %53 = and i16 %52, 8192, !dbg !285
  %54 = icmp eq i16 %53, 0, !dbg !284
  %55 = getelementptr inbounds i8, ptr %48, i64 1, !dbg !288
    #dbg_value(ptr %55, !223, !DIExpression(), !251)
  br i1 %54, label %56, label %47, !dbg !284, !llvm.loop !289

56:                                               ; preds = %47
  %57 = add i64 %43, %45, !dbg !291
  %58 = getelementptr inbounds i8, ptr %33, i64 %57, !dbg !292
  switch i8 %49, label %59 [
    i8 0, label %161
    i8 59, label %161
  ], !dbg !293, !llvm.loop !295

59:                                               ; preds = %56
  %60 = call ptr @strchr(ptr noundef nonnull dereferenceable(1) %48, i32 noundef 58) #12, !dbg !297
    #dbg_value(ptr %60, !224, !DIExpression(), !251)
  %61 = icmp eq ptr %60, null, !dbg !298
  br i1 %61, label %68, label %62, !dbg !300

62:                                               ; preds = %59
  store i8 0, ptr %60, align 1, !dbg !301, !tbaa !271
  %63 = sext i32 %32 to i64, !dbg !303
  %64 = getelementptr inbounds [12 x i8], ptr %5, i64 %63, !dbg !303
  %65 = call ptr @strcpy(ptr noundef nonnull dereferenceable(1) %64, ptr noundef nonnull dereferenceable(1) %48) #10, !dbg !304
  %66 = add nsw i32 %32, 1, !dbg !305
    #dbg_value(i32 %66, !218, !DIExpression(), !248)
  %67 = getelementptr inbounds i32, ptr %6, i64 %63, !dbg !306
  store i32 %31, ptr %67, align 4, !dbg !307, !tbaa !308
  br label %161, !dbg !310, !llvm.loop !311

68:                                               ; preds = %59
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %2) #10, !dbg !312
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %2, i8 0, i64 48, i1 false), !dbg !313, !DIAssignID !314
    #dbg_assign(i8 0, !225, !DIExpression(), !314, ptr %2, !DIExpression(), !251)
    #dbg_value(i32 0, !228, !DIExpression(), !251)
    #dbg_value(ptr %48, !223, !DIExpression(), !251)
  %69 = icmp eq i8 %49, 0, !dbg !315
  br i1 %69, label %101, label %70, !dbg !316

70:                                               ; preds = %68, %91
  %71 = phi i8 [ %97, %91 ], [ %49, %68 ]
  %72 = phi i32 [ %96, %91 ], [ 0, %68 ]
  %73 = phi ptr [ %85, %91 ], [ %48, %68 ]
    #dbg_value(i32 %72, !228, !DIExpression(), !251)
    #dbg_value(ptr %73, !223, !DIExpression(), !251)
  br label %74, !dbg !317

74:                                               ; preds = %79, %70
  %75 = phi i8 [ %81, %79 ], [ %71, %70 ], !dbg !318
  %76 = phi ptr [ %80, %79 ], [ %73, %70 ], !dbg !251
    #dbg_value(ptr %76, !223, !DIExpression(), !251)
  switch i8 %75, label %77 [
    i8 32, label %79
    i8 44, label %79
  ], !dbg !319

77:                                               ; preds = %74
  %78 = zext nneg i32 %72 to i64
  br label %82, !dbg !320

79:                                               ; preds = %74, %74
  %80 = getelementptr inbounds i8, ptr %76, i64 1, !dbg !321
    #dbg_value(ptr %80, !223, !DIExpression(), !251)
  %81 = load i8, ptr %80, align 1, !dbg !318, !tbaa !271
  br label %74, !dbg !317, !llvm.loop !322

82:                                               ; preds = %86, %77
  %83 = phi i8 [ %75, %77 ], [ %90, %86 ], !dbg !323
  %84 = phi i64 [ 0, %77 ], [ %88, %86 ], !dbg !251
  %85 = phi ptr [ %76, %77 ], [ %87, %86 ], !dbg !251
    #dbg_value(i64 %84, !229, !DIExpression(), !324)
    #dbg_value(ptr %85, !223, !DIExpression(), !251)
  switch i8 %83, label %86 [
    i8 0, label %91
    i8 32, label %91
    i8 44, label %91
  ], !dbg !325

86:                                               ; preds = %82
  %87 = getelementptr inbounds i8, ptr %85, i64 1, !dbg !326
    #dbg_value(ptr %87, !223, !DIExpression(), !251)
  %88 = add nuw nsw i64 %84, 1, !dbg !327
    #dbg_value(i64 %88, !229, !DIExpression(), !324)
  %89 = getelementptr inbounds [4 x [12 x i8]], ptr %2, i64 0, i64 %78, i64 %84, !dbg !328
  store i8 %83, ptr %89, align 1, !dbg !329, !tbaa !271
  %90 = load i8, ptr %87, align 1, !dbg !323, !tbaa !271
  br label %82, !dbg !320, !llvm.loop !330

91:                                               ; preds = %82, %82, %82
  %92 = and i64 %84, 4294967295, !dbg !331
  %93 = getelementptr inbounds [4 x [12 x i8]], ptr %2, i64 0, i64 %78, i64 %92, !dbg !331
  store i8 0, ptr %93, align 1, !dbg !332, !tbaa !271
  %94 = icmp ne i64 %84, 0, !dbg !333
  %95 = zext i1 %94 to i32, !dbg !335
  %96 = add nuw nsw i32 %72, %95, !dbg !335
    #dbg_value(i32 %96, !228, !DIExpression(), !251)
    #dbg_value(ptr %85, !223, !DIExpression(), !251)
  %97 = load i8, ptr %85, align 1, !dbg !315, !tbaa !271
  %98 = icmp ne i8 %97, 0, !dbg !315
  %99 = icmp ult i32 %96, 4, !dbg !336
  %100 = select i1 %98, i1 %99, i1 false, !dbg !336
  br i1 %100, label %70, label %101, !dbg !316, !llvm.loop !337

101:                                              ; preds = %91, %68
  %102 = phi i32 [ 0, %68 ], [ %96, %91 ], !dbg !251
    #dbg_value(i32 %106, !217, !DIExpression(), !248)
  %103 = sext i32 %31 to i64, !dbg !339
  %104 = getelementptr inbounds %struct.insn, ptr %4, i64 %103, !dbg !339
    #dbg_value(ptr %104, !231, !DIExpression(), !251)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(28) %104, i8 0, i64 28, i1 false), !dbg !340
    #dbg_value(i32 0, !232, !DIExpression(), !341)
  br label %114, !dbg !342

105:                                              ; preds = %122
  %106 = add nsw i32 %31, 1, !dbg !343
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #10, !dbg !344
  %107 = getelementptr inbounds i8, ptr %104, i64 4, !dbg !345
  store ptr %107, ptr %3, align 16, !dbg !346, !tbaa !265, !DIAssignID !347
    #dbg_assign(ptr %107, !234, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !347, ptr %3, !DIExpression(), !251)
  %108 = getelementptr inbounds i8, ptr %104, i64 8, !dbg !348
  store ptr %108, ptr %8, align 8, !dbg !346, !tbaa !265, !DIAssignID !349
    #dbg_assign(ptr %108, !234, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !349, ptr %8, !DIExpression(), !251)
  %109 = getelementptr inbounds i8, ptr %104, i64 12, !dbg !350
  store ptr %109, ptr %9, align 16, !dbg !346, !tbaa !265, !DIAssignID !351
    #dbg_assign(ptr %109, !234, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !351, ptr %9, !DIExpression(), !251)
    #dbg_value(i32 1, !236, !DIExpression(), !352)
  %110 = icmp sgt i32 %102, 1, !dbg !353
  br i1 %110, label %111, label %125, !dbg !354

111:                                              ; preds = %105
  %112 = getelementptr i8, ptr %104, i64 16
  %113 = zext nneg i32 %102 to i64, !dbg !353
  br label %126, !dbg !354

114:                                              ; preds = %122, %101
  %115 = phi i64 [ 0, %101 ], [ %123, %122 ]
    #dbg_value(i64 %115, !232, !DIExpression(), !341)
  %116 = getelementptr inbounds [17 x ptr], ptr @mnem, i64 0, i64 %115, !dbg !355
  %117 = load ptr, ptr %116, align 8, !dbg !355, !tbaa !265
  %118 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %2, ptr noundef nonnull dereferenceable(1) %117) #12, !dbg !358
  %119 = icmp eq i32 %118, 0, !dbg !359
  br i1 %119, label %120, label %122, !dbg !360

120:                                              ; preds = %114
  %121 = trunc nuw nsw i64 %115 to i32, !dbg !361
  store i32 %121, ptr %104, align 4, !dbg !361, !tbaa !362
  br label %122, !dbg !364

122:                                              ; preds = %120, %114
  %123 = add nuw nsw i64 %115, 1, !dbg !365
    #dbg_value(i64 %123, !232, !DIExpression(), !341)
  %124 = icmp eq i64 %123, 17, !dbg !366
  br i1 %124, label %105, label %114, !dbg !342, !llvm.loop !367

125:                                              ; preds = %158, %105
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #10, !dbg !296
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %2) #10, !dbg !296
  br label %161, !dbg !296

126:                                              ; preds = %158, %111
  %127 = phi i64 [ 1, %111 ], [ %159, %158 ]
    #dbg_value(i64 %127, !236, !DIExpression(), !352)
  %128 = getelementptr inbounds [4 x [12 x i8]], ptr %2, i64 0, i64 %127, !dbg !369
    #dbg_value(ptr %128, !370, !DIExpression(), !375)
  %129 = load i8, ptr %128, align 4, !dbg !377, !tbaa !271
  %130 = icmp eq i8 %129, 114, !dbg !378
  br i1 %130, label %131, label %141, !dbg !377

131:                                              ; preds = %126
  %132 = getelementptr inbounds i8, ptr %128, i64 1, !dbg !379
  %133 = load i8, ptr %132, align 1, !dbg !379, !tbaa !271
    #dbg_value(i8 %133, !238, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_constu, 48, DW_OP_minus, DW_OP_stack_value), !380)
  %134 = icmp sgt i8 %133, 47, !dbg !381
  br i1 %134, label %135, label %141, !dbg !383

135:                                              ; preds = %131
  %136 = zext nneg i8 %133 to i32, !dbg !379
    #dbg_value(i32 %136, !238, !DIExpression(DW_OP_constu, 48, DW_OP_minus, DW_OP_stack_value), !380)
  %137 = add nsw i32 %136, -48, !dbg !384
    #dbg_value(i32 %137, !238, !DIExpression(), !380)
  %138 = add nsw i64 %127, -1, !dbg !385
  %139 = getelementptr inbounds [3 x ptr], ptr %3, i64 0, i64 %138, !dbg !386
  %140 = load ptr, ptr %139, align 8, !dbg !386, !tbaa !265
  store i32 %137, ptr %140, align 4, !dbg !387, !tbaa !308
  br label %158, !dbg !388

141:                                              ; preds = %131, %126
  %142 = load ptr, ptr %23, align 8, !dbg !389, !tbaa !265
  %143 = zext i8 %129 to i64, !dbg !389
  %144 = getelementptr inbounds i16, ptr %142, i64 %143, !dbg !389
  %145 = load i16, ptr %144, align 2, !dbg !389, !tbaa !286
  %146 = and i16 %145, 2048, !dbg !389
  %147 = icmp ne i16 %146, 0, !dbg !389
  %148 = icmp eq i8 %129, 45
  %149 = or i1 %148, %147, !dbg !391
  br i1 %149, label %150, label %156, !dbg !391

150:                                              ; preds = %141
    #dbg_value(ptr %128, !392, !DIExpression(), !396)
  %151 = call i64 @strtol(ptr nocapture noundef nonnull %128, ptr noundef null, i32 noundef 10) #10, !dbg !398
  %152 = trunc i64 %151 to i32, !dbg !399
  %153 = add nsw i64 %127, -1, !dbg !400
  %154 = getelementptr inbounds [3 x ptr], ptr %3, i64 0, i64 %153, !dbg !401
  %155 = load ptr, ptr %154, align 8, !dbg !401, !tbaa !265
  store i32 %152, ptr %155, align 4, !dbg !402, !tbaa !308
  br label %158, !dbg !403

156:                                              ; preds = %141
  %157 = call ptr @strcpy(ptr noundef nonnull dereferenceable(1) %112, ptr noundef nonnull dereferenceable(1) %128) #10, !dbg !404
  br label %158

158:                                              ; preds = %156, %150, %135
  %159 = add nuw nsw i64 %127, 1, !dbg !405
    #dbg_value(i64 %159, !236, !DIExpression(), !352)
  %160 = icmp eq i64 %159, %113, !dbg !353
  br i1 %160, label %125, label %126, !dbg !354, !llvm.loop !406

161:                                              ; preds = %125, %62, %56, %56
  %162 = phi i32 [ %32, %56 ], [ %32, %56 ], [ %66, %62 ], [ %32, %125 ], !dbg !248
  %163 = phi i32 [ %31, %56 ], [ %31, %56 ], [ %31, %62 ], [ %106, %125 ], !dbg !408
    #dbg_value(i32 %163, !217, !DIExpression(), !248)
    #dbg_value(i32 %162, !218, !DIExpression(), !248)
    #dbg_value(ptr %58, !219, !DIExpression(), !248)
  %164 = load i8, ptr %58, align 1, !dbg !270, !tbaa !271
  %165 = icmp eq i8 %164, 0, !dbg !272
  br i1 %165, label %24, label %30, !dbg !272

166:                                              ; preds = %186, %26
  %167 = phi i64 [ 0, %26 ], [ %187, %186 ]
    #dbg_value(i64 %167, !241, !DIExpression(), !273)
  %168 = getelementptr inbounds %struct.insn, ptr %4, i64 %167, !dbg !409
  %169 = getelementptr inbounds i8, ptr %168, i64 16, !dbg !410
  %170 = load i8, ptr %169, align 4, !dbg !409, !tbaa !271
  %171 = icmp eq i8 %170, 0, !dbg !409
  %172 = select i1 %171, i1 true, i1 %27, !dbg !411
  br i1 %172, label %186, label %173, !dbg !411

173:                                              ; preds = %166
  %174 = getelementptr inbounds i8, ptr %168, i64 12
  br label %175, !dbg !412

175:                                              ; preds = %183, %173
  %176 = phi i64 [ 0, %173 ], [ %184, %183 ]
    #dbg_value(i64 %176, !243, !DIExpression(), !413)
  %177 = getelementptr inbounds [12 x i8], ptr %5, i64 %176, !dbg !414
  %178 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %169, ptr noundef nonnull dereferenceable(1) %177) #12, !dbg !417
  %179 = icmp eq i32 %178, 0, !dbg !418
  br i1 %179, label %180, label %183, !dbg !419

180:                                              ; preds = %175
  %181 = getelementptr inbounds i32, ptr %6, i64 %176, !dbg !420
  %182 = load i32, ptr %181, align 4, !dbg !420, !tbaa !308
  store i32 %182, ptr %174, align 4, !dbg !421, !tbaa !422
  br label %183, !dbg !423

183:                                              ; preds = %180, %175
  %184 = add nuw nsw i64 %176, 1, !dbg !424
    #dbg_value(i64 %184, !243, !DIExpression(), !413)
  %185 = icmp eq i64 %184, %29, !dbg !425
  br i1 %185, label %186, label %175, !dbg !412, !llvm.loop !426

186:                                              ; preds = %183, %166
  %187 = add nuw nsw i64 %167, 1, !dbg !428
    #dbg_value(i64 %187, !241, !DIExpression(), !273)
  %188 = icmp eq i64 %187, %28, !dbg !274
  br i1 %188, label %189, label %166, !dbg !275, !llvm.loop !429

189:                                              ; preds = %186, %16, %24
  %190 = phi i32 [ %163, %24 ], [ 0, %16 ], [ %163, %186 ]
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #10, !dbg !431
    #dbg_value(i32 %190, !184, !DIExpression(), !254)
  call void @llvm.lifetime.start.p0(i64 720, ptr nonnull %7) #10, !dbg !432
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(720) %7, i8 0, i64 720, i1 false), !dbg !433, !DIAssignID !434
    #dbg_assign(i8 0, !185, !DIExpression(), !434, ptr %7, !DIExpression(), !254)
  %191 = trunc nuw nsw i64 %17 to i32, !dbg !435
  %192 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %191, i32 noundef %190), !dbg !435
    #dbg_value(i32 0, !201, !DIExpression(), !436)
  %193 = icmp sgt i32 %190, 0, !dbg !437
  br i1 %193, label %194, label %403, !dbg !439

194:                                              ; preds = %189
  %195 = add nsw i32 %190, -1, !dbg !439
  %196 = call i32 @llvm.umin.i32(i32 %195, i32 3), !dbg !439
  %197 = add nuw nsw i32 %196, 1, !dbg !439
  %198 = zext nneg i32 %197 to i64, !dbg !440
  br label %415, !dbg !439

199:                                              ; preds = %415
    #dbg_value(ptr %7, !441, !DIExpression(), !457)
    #dbg_value(ptr %4, !449, !DIExpression(), !457)
    #dbg_value(i32 %190, !450, !DIExpression(), !457)
    #dbg_value(i64 20000, !451, !DIExpression(), !457)
    #dbg_value(i32 0, !452, !DIExpression(), !457)
  br i1 %193, label %200, label %403, !dbg !459

200:                                              ; preds = %199, %398
  %201 = phi i32 [ %399, %398 ], [ 0, %199 ]
    #dbg_value(i32 %201, !452, !DIExpression(), !457)
  %202 = load i64, ptr %10, align 8, !dbg !460, !tbaa !461
  %203 = icmp slt i64 %202, 20000, !dbg !464
  br i1 %203, label %204, label %403, !dbg !465

204:                                              ; preds = %200
  %205 = add nuw nsw i32 %201, 1, !dbg !466
    #dbg_value(i32 %205, !452, !DIExpression(), !457)
  %206 = zext nneg i32 %201 to i64, !dbg !467
  %207 = getelementptr inbounds %struct.insn, ptr %4, i64 %206, !dbg !467
    #dbg_value(ptr %207, !453, !DIExpression(), !468)
  %208 = add nsw i64 %202, 1, !dbg !469
  store i64 %208, ptr %10, align 8, !dbg !469, !tbaa !461, !DIAssignID !470
    #dbg_assign(i64 %208, !185, !DIExpression(DW_OP_LLVM_fragment, 5696, 64), !470, ptr %10, !DIExpression(), !254)
    #dbg_value(ptr %7, !455, !DIExpression(), !468)
  %209 = load i32, ptr %207, align 4, !dbg !471, !tbaa !362
  switch i32 %209, label %398 [
    i32 0, label %210
    i32 1, label %218
    i32 2, label %228
    i32 3, label %244
    i32 4, label %260
    i32 5, label %276
    i32 6, label %294
    i32 7, label %312
    i32 8, label %315
    i32 9, label %325
    i32 10, label %335
    i32 11, label %350
    i32 12, label %357
    i32 13, label %365
    i32 14, label %378
    i32 15, label %391
    i32 16, label %407
  ], !dbg !472

210:                                              ; preds = %204
  %211 = getelementptr inbounds i8, ptr %207, i64 8, !dbg !473
  %212 = load i32, ptr %211, align 4, !dbg !473, !tbaa !475
  %213 = sext i32 %212 to i64, !dbg !476
  %214 = getelementptr inbounds i8, ptr %207, i64 4, !dbg !477
  %215 = load i32, ptr %214, align 4, !dbg !477, !tbaa !478
  %216 = sext i32 %215 to i64, !dbg !479
  %217 = getelementptr inbounds i64, ptr %7, i64 %216, !dbg !479
  store i64 %213, ptr %217, align 8, !dbg !480, !tbaa !481
  br label %398, !dbg !482

218:                                              ; preds = %204
  %219 = getelementptr inbounds i8, ptr %207, i64 8, !dbg !483
  %220 = load i32, ptr %219, align 4, !dbg !483, !tbaa !475
  %221 = sext i32 %220 to i64, !dbg !484
  %222 = getelementptr inbounds i64, ptr %7, i64 %221, !dbg !484
  %223 = load i64, ptr %222, align 8, !dbg !484, !tbaa !481
  %224 = getelementptr inbounds i8, ptr %207, i64 4, !dbg !485
  %225 = load i32, ptr %224, align 4, !dbg !485, !tbaa !478
  %226 = sext i32 %225 to i64, !dbg !486
  %227 = getelementptr inbounds i64, ptr %7, i64 %226, !dbg !486
  store i64 %223, ptr %227, align 8, !dbg !487, !tbaa !481
  br label %398, !dbg !488

228:                                              ; preds = %204
  %229 = getelementptr inbounds i8, ptr %207, i64 8, !dbg !489
  %230 = load i32, ptr %229, align 4, !dbg !489, !tbaa !475
  %231 = sext i32 %230 to i64, !dbg !490
  %232 = getelementptr inbounds i64, ptr %7, i64 %231, !dbg !490
  %233 = load i64, ptr %232, align 8, !dbg !490, !tbaa !481
  %234 = getelementptr inbounds i8, ptr %207, i64 12, !dbg !491
  %235 = load i32, ptr %234, align 4, !dbg !491, !tbaa !422
  %236 = sext i32 %235 to i64, !dbg !492
  %237 = getelementptr inbounds i64, ptr %7, i64 %236, !dbg !492
  %238 = load i64, ptr %237, align 8, !dbg !492, !tbaa !481
  %239 = add nsw i64 %238, %233, !dbg !493
  %240 = getelementptr inbounds i8, ptr %207, i64 4, !dbg !494
  %241 = load i32, ptr %240, align 4, !dbg !494, !tbaa !478
  %242 = sext i32 %241 to i64, !dbg !495
  %243 = getelementptr inbounds i64, ptr %7, i64 %242, !dbg !495
  store i64 %239, ptr %243, align 8, !dbg !496, !tbaa !481
  br label %398, !dbg !497

244:                                              ; preds = %204
  %245 = getelementptr inbounds i8, ptr %207, i64 8, !dbg !498
  %246 = load i32, ptr %245, align 4, !dbg !498, !tbaa !475
  %247 = sext i32 %246 to i64, !dbg !499
  %248 = getelementptr inbounds i64, ptr %7, i64 %247, !dbg !499
  %249 = load i64, ptr %248, align 8, !dbg !499, !tbaa !481
  %250 = getelementptr inbounds i8, ptr %207, i64 12, !dbg !500
  %251 = load i32, ptr %250, align 4, !dbg !500, !tbaa !422
  %252 = sext i32 %251 to i64, !dbg !501
  %253 = getelementptr inbounds i64, ptr %7, i64 %252, !dbg !501
  %254 = load i64, ptr %253, align 8, !dbg !501, !tbaa !481
  %255 = sub nsw i64 %249, %254, !dbg !502
  %256 = getelementptr inbounds i8, ptr %207, i64 4, !dbg !503
  %257 = load i32, ptr %256, align 4, !dbg !503, !tbaa !478
  %258 = sext i32 %257 to i64, !dbg !504
  %259 = getelementptr inbounds i64, ptr %7, i64 %258, !dbg !504
  store i64 %255, ptr %259, align 8, !dbg !505, !tbaa !481
  br label %398, !dbg !506

260:                                              ; preds = %204
  %261 = getelementptr inbounds i8, ptr %207, i64 8, !dbg !507
  %262 = load i32, ptr %261, align 4, !dbg !507, !tbaa !475
  %263 = sext i32 %262 to i64, !dbg !508
  %264 = getelementptr inbounds i64, ptr %7, i64 %263, !dbg !508
  %265 = load i64, ptr %264, align 8, !dbg !508, !tbaa !481
  %266 = getelementptr inbounds i8, ptr %207, i64 12, !dbg !509
  %267 = load i32, ptr %266, align 4, !dbg !509, !tbaa !422
  %268 = sext i32 %267 to i64, !dbg !510
  %269 = getelementptr inbounds i64, ptr %7, i64 %268, !dbg !510
  %270 = load i64, ptr %269, align 8, !dbg !510, !tbaa !481
  %271 = mul nsw i64 %270, %265, !dbg !511
  %272 = getelementptr inbounds i8, ptr %207, i64 4, !dbg !512
  %273 = load i32, ptr %272, align 4, !dbg !512, !tbaa !478
  %274 = sext i32 %273 to i64, !dbg !513
  %275 = getelementptr inbounds i64, ptr %7, i64 %274, !dbg !513
  store i64 %271, ptr %275, align 8, !dbg !514, !tbaa !481
  br label %398, !dbg !515

276:                                              ; preds = %204
  %277 = getelementptr inbounds i8, ptr %207, i64 12, !dbg !516
  %278 = load i32, ptr %277, align 4, !dbg !516, !tbaa !422
  %279 = sext i32 %278 to i64, !dbg !518
  %280 = getelementptr inbounds i64, ptr %7, i64 %279, !dbg !518
  %281 = load i64, ptr %280, align 8, !dbg !518, !tbaa !481
  %282 = icmp eq i64 %281, 0, !dbg !518
  br i1 %282, label %407, label %283, !dbg !519

283:                                              ; preds = %276
  %284 = getelementptr inbounds i8, ptr %207, i64 8, !dbg !520
  %285 = load i32, ptr %284, align 4, !dbg !520, !tbaa !475
  %286 = sext i32 %285 to i64, !dbg !521
  %287 = getelementptr inbounds i64, ptr %7, i64 %286, !dbg !521
  %288 = load i64, ptr %287, align 8, !dbg !521, !tbaa !481
  %289 = sdiv i64 %288, %281, !dbg !522
  %290 = getelementptr inbounds i8, ptr %207, i64 4, !dbg !523
  %291 = load i32, ptr %290, align 4, !dbg !523, !tbaa !478
  %292 = sext i32 %291 to i64, !dbg !524
  %293 = getelementptr inbounds i64, ptr %7, i64 %292, !dbg !524
  store i64 %289, ptr %293, align 8, !dbg !525, !tbaa !481
  br label %398, !dbg !526

294:                                              ; preds = %204
  %295 = getelementptr inbounds i8, ptr %207, i64 12, !dbg !527
  %296 = load i32, ptr %295, align 4, !dbg !527, !tbaa !422
  %297 = sext i32 %296 to i64, !dbg !529
  %298 = getelementptr inbounds i64, ptr %7, i64 %297, !dbg !529
  %299 = load i64, ptr %298, align 8, !dbg !529, !tbaa !481
  %300 = icmp eq i64 %299, 0, !dbg !529
  br i1 %300, label %407, label %301, !dbg !530

301:                                              ; preds = %294
  %302 = getelementptr inbounds i8, ptr %207, i64 8, !dbg !531
  %303 = load i32, ptr %302, align 4, !dbg !531, !tbaa !475
  %304 = sext i32 %303 to i64, !dbg !532
  %305 = getelementptr inbounds i64, ptr %7, i64 %304, !dbg !532
  %306 = load i64, ptr %305, align 8, !dbg !532, !tbaa !481
  %307 = srem i64 %306, %299, !dbg !533
  %308 = getelementptr inbounds i8, ptr %207, i64 4, !dbg !534
  %309 = load i32, ptr %308, align 4, !dbg !534, !tbaa !478
  %310 = sext i32 %309 to i64, !dbg !535
  %311 = getelementptr inbounds i64, ptr %7, i64 %310, !dbg !535
  store i64 %307, ptr %311, align 8, !dbg !536, !tbaa !481
  br label %398, !dbg !537

312:                                              ; preds = %204
  %313 = getelementptr inbounds i8, ptr %207, i64 12, !dbg !538
  %314 = load i32, ptr %313, align 4, !dbg !538, !tbaa !422
    #dbg_value(i32 %314, !452, !DIExpression(), !457)
  br label %398, !dbg !539

315:                                              ; preds = %204
  %316 = getelementptr inbounds i8, ptr %207, i64 4, !dbg !540
  %317 = load i32, ptr %316, align 4, !dbg !540, !tbaa !478
  %318 = sext i32 %317 to i64, !dbg !542
  %319 = getelementptr inbounds i64, ptr %7, i64 %318, !dbg !542
  %320 = load i64, ptr %319, align 8, !dbg !542, !tbaa !481
  %321 = icmp eq i64 %320, 0, !dbg !542
  br i1 %321, label %322, label %398, !dbg !543

322:                                              ; preds = %315
  %323 = getelementptr inbounds i8, ptr %207, i64 12, !dbg !544
  %324 = load i32, ptr %323, align 4, !dbg !544, !tbaa !422
    #dbg_value(i32 %324, !452, !DIExpression(), !457)
  br label %398, !dbg !545

325:                                              ; preds = %204
  %326 = getelementptr inbounds i8, ptr %207, i64 4, !dbg !546
  %327 = load i32, ptr %326, align 4, !dbg !546, !tbaa !478
  %328 = sext i32 %327 to i64, !dbg !548
  %329 = getelementptr inbounds i64, ptr %7, i64 %328, !dbg !548
  %330 = load i64, ptr %329, align 8, !dbg !548, !tbaa !481
  %331 = icmp eq i64 %330, 0, !dbg !548
  br i1 %331, label %398, label %332, !dbg !549

332:                                              ; preds = %325
  %333 = getelementptr inbounds i8, ptr %207, i64 12, !dbg !550
  %334 = load i32, ptr %333, align 4, !dbg !550, !tbaa !422
    #dbg_value(i32 %334, !452, !DIExpression(), !457)
  br label %398, !dbg !551

335:                                              ; preds = %204
  %336 = getelementptr inbounds i8, ptr %207, i64 4, !dbg !552
  %337 = load i32, ptr %336, align 4, !dbg !552, !tbaa !478
  %338 = sext i32 %337 to i64, !dbg !554
  %339 = getelementptr inbounds i64, ptr %7, i64 %338, !dbg !554
  %340 = load i64, ptr %339, align 8, !dbg !554, !tbaa !481
  %341 = getelementptr inbounds i8, ptr %207, i64 8, !dbg !555
  %342 = load i32, ptr %341, align 4, !dbg !555, !tbaa !475
  %343 = sext i32 %342 to i64, !dbg !556
  %344 = getelementptr inbounds i64, ptr %7, i64 %343, !dbg !556
  %345 = load i64, ptr %344, align 8, !dbg !556, !tbaa !481
  %346 = icmp slt i64 %340, %345, !dbg !557
  br i1 %346, label %347, label %398, !dbg !558

347:                                              ; preds = %335
  %348 = getelementptr inbounds i8, ptr %207, i64 12, !dbg !559
  %349 = load i32, ptr %348, align 4, !dbg !559, !tbaa !422
    #dbg_value(i32 %349, !452, !DIExpression(), !457)
  br label %398, !dbg !560

350:                                              ; preds = %204
  %351 = load i32, ptr %12, align 8, !dbg !561, !tbaa !562
  %352 = add nsw i32 %351, 1, !dbg !561
  store i32 %352, ptr %12, align 8, !dbg !561, !tbaa !562, !DIAssignID !563
    #dbg_assign(i32 %352, !185, !DIExpression(DW_OP_LLVM_fragment, 5632, 32), !563, ptr %12, !DIExpression(), !254)
  %353 = sext i32 %351 to i64, !dbg !564
  %354 = getelementptr inbounds [32 x i32], ptr %13, i64 0, i64 %353, !dbg !564
  store i32 %205, ptr %354, align 4, !dbg !565, !tbaa !308
  %355 = getelementptr inbounds i8, ptr %207, i64 12, !dbg !566
  %356 = load i32, ptr %355, align 4, !dbg !566, !tbaa !422
    #dbg_value(i32 %356, !452, !DIExpression(), !457)
  br label %398, !dbg !567

357:                                              ; preds = %204
  %358 = load i32, ptr %12, align 8, !dbg !568, !tbaa !562
  %359 = icmp eq i32 %358, 0, !dbg !570
  br i1 %359, label %407, label %360, !dbg !571

360:                                              ; preds = %357
  %361 = add nsw i32 %358, -1, !dbg !572
  store i32 %361, ptr %12, align 8, !dbg !572, !tbaa !562, !DIAssignID !573
    #dbg_assign(i32 %361, !185, !DIExpression(DW_OP_LLVM_fragment, 5632, 32), !573, ptr %12, !DIExpression(), !254)
  %362 = sext i32 %361 to i64, !dbg !574
  %363 = getelementptr inbounds [32 x i32], ptr %13, i64 0, i64 %362, !dbg !574
  %364 = load i32, ptr %363, align 4, !dbg !574, !tbaa !308
    #dbg_value(i32 %364, !452, !DIExpression(), !457)
  br label %398, !dbg !575

365:                                              ; preds = %204
  %366 = getelementptr inbounds i8, ptr %207, i64 8, !dbg !576
  %367 = load i32, ptr %366, align 4, !dbg !576, !tbaa !475
  %368 = sext i32 %367 to i64, !dbg !577
  %369 = getelementptr inbounds i64, ptr %7, i64 %368, !dbg !577
  %370 = load i64, ptr %369, align 8, !dbg !577, !tbaa !481
  %371 = and i64 %370, 63, !dbg !578
  %372 = getelementptr inbounds [64 x i64], ptr %11, i64 0, i64 %371, !dbg !579
  %373 = load i64, ptr %372, align 8, !dbg !579, !tbaa !481
  %374 = getelementptr inbounds i8, ptr %207, i64 4, !dbg !580
  %375 = load i32, ptr %374, align 4, !dbg !580, !tbaa !478
  %376 = sext i32 %375 to i64, !dbg !581
  %377 = getelementptr inbounds i64, ptr %7, i64 %376, !dbg !581
  store i64 %373, ptr %377, align 8, !dbg !582, !tbaa !481
  br label %398, !dbg !583

378:                                              ; preds = %204
  %379 = getelementptr inbounds i8, ptr %207, i64 4, !dbg !584
  %380 = load i32, ptr %379, align 4, !dbg !584, !tbaa !478
  %381 = sext i32 %380 to i64, !dbg !585
  %382 = getelementptr inbounds i64, ptr %7, i64 %381, !dbg !585
  %383 = load i64, ptr %382, align 8, !dbg !585, !tbaa !481
  %384 = getelementptr inbounds i8, ptr %207, i64 8, !dbg !586
  %385 = load i32, ptr %384, align 4, !dbg !586, !tbaa !475
  %386 = sext i32 %385 to i64, !dbg !587
  %387 = getelementptr inbounds i64, ptr %7, i64 %386, !dbg !587
  %388 = load i64, ptr %387, align 8, !dbg !587, !tbaa !481
  %389 = and i64 %388, 63, !dbg !588
  %390 = getelementptr inbounds [64 x i64], ptr %11, i64 0, i64 %389, !dbg !589
  store i64 %383, ptr %390, align 8, !dbg !590, !tbaa !481
  br label %398, !dbg !591

391:                                              ; preds = %204
  %392 = getelementptr inbounds i8, ptr %207, i64 4, !dbg !592
  %393 = load i32, ptr %392, align 4, !dbg !592, !tbaa !478
  %394 = sext i32 %393 to i64, !dbg !593
  %395 = getelementptr inbounds i64, ptr %7, i64 %394, !dbg !593
  %396 = load i64, ptr %395, align 8, !dbg !593, !tbaa !481
  %397 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, i32 noundef %393, i64 noundef %396), !dbg !594
  br label %398, !dbg !595

398:                                              ; preds = %391, %378, %365, %360, %350, %347, %335, %332, %325, %322, %315, %312, %301, %283, %260, %244, %228, %218, %210, %204
  %399 = phi i32 [ %205, %391 ], [ %205, %378 ], [ %205, %365 ], [ %364, %360 ], [ %356, %350 ], [ %349, %347 ], [ %205, %335 ], [ %334, %332 ], [ %205, %325 ], [ %205, %315 ], [ %324, %322 ], [ %314, %312 ], [ %205, %301 ], [ %205, %283 ], [ %205, %260 ], [ %205, %244 ], [ %205, %228 ], [ %205, %218 ], [ %205, %210 ], [ %205, %204 ], !dbg !466
    #dbg_value(i32 %399, !452, !DIExpression(), !457)
  %400 = icmp ult i32 %399, %190, !dbg !459
  br i1 %400, label %200, label %401, !dbg !459, !llvm.loop !596

401:                                              ; preds = %398
  %402 = load i64, ptr %10, align 8, !dbg !598, !tbaa !461
  br label %403, !dbg !459

403:                                              ; preds = %200, %189, %401, %199
  %404 = phi i64 [ 0, %199 ], [ %402, %401 ], [ 0, %189 ], [ %202, %200 ], !dbg !598
  %405 = icmp sgt i64 %404, 19999, !dbg !599
  %406 = sext i1 %405 to i32, !dbg !600
  br label %407, !dbg !601

407:                                              ; preds = %204, %276, %294, %357, %403
  %408 = phi i64 [ %404, %403 ], [ %208, %357 ], [ %208, %294 ], [ %208, %276 ], [ %208, %204 ], !dbg !602
  %409 = phi i32 [ %406, %403 ], [ 0, %204 ], [ -2, %276 ], [ -2, %294 ], [ -3, %357 ]
    #dbg_value(i32 %409, !203, !DIExpression(), !254)
  %410 = load i64, ptr %7, align 8, !dbg !603, !tbaa !481
  %411 = load i64, ptr %14, align 8, !dbg !604, !tbaa !481
  %412 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %409, i64 noundef %408, i64 noundef %410, i64 noundef %411), !dbg !605
  call void @llvm.lifetime.end.p0(i64 720, ptr nonnull %7) #10, !dbg !606
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %6) #10, !dbg !606
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %5) #10, !dbg !606
  call void @llvm.lifetime.end.p0(i64 1792, ptr nonnull %4) #10, !dbg !606
  %413 = add nuw nsw i64 %17, 1, !dbg !607
    #dbg_value(i64 %413, !159, !DIExpression(), !258)
  %414 = icmp eq i64 %413, 5, !dbg !608
  br i1 %414, label %15, label %16, !dbg !259, !llvm.loop !609

415:                                              ; preds = %194, %415
  %416 = phi i64 [ 0, %194 ], [ %430, %415 ]
    #dbg_value(i64 %416, !201, !DIExpression(), !436)
  %417 = getelementptr inbounds [64 x %struct.insn], ptr %4, i64 0, i64 %416, !dbg !611
  %418 = load i32, ptr %417, align 4, !dbg !612, !tbaa !362
  %419 = zext i32 %418 to i64, !dbg !613
  %420 = getelementptr inbounds [17 x ptr], ptr @mnem, i64 0, i64 %419, !dbg !613
  %421 = load ptr, ptr %420, align 8, !dbg !613, !tbaa !265
  %422 = getelementptr inbounds i8, ptr %417, i64 4, !dbg !614
  %423 = load i32, ptr %422, align 4, !dbg !614, !tbaa !478
  %424 = getelementptr inbounds i8, ptr %417, i64 8, !dbg !615
  %425 = load i32, ptr %424, align 4, !dbg !615, !tbaa !475
  %426 = getelementptr inbounds i8, ptr %417, i64 12, !dbg !616
  %427 = load i32, ptr %426, align 4, !dbg !616, !tbaa !422
  %428 = trunc nuw nsw i64 %416 to i32, !dbg !617
  %429 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %428, ptr noundef %421, i32 noundef %423, i32 noundef %425, i32 noundef %427), !dbg !617
  %430 = add nuw nsw i64 %416, 1, !dbg !618
    #dbg_value(i64 %430, !201, !DIExpression(), !436)
  %431 = icmp eq i64 %430, %198, !dbg !440
  br i1 %431, label %199, label %415, !dbg !439, !llvm.loop !619
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare !dbg !621 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !626 ptr @strchr(ptr noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !630 i64 @strlen(ptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare !dbg !633 ptr @__ctype_b_loc() local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite)
declare !dbg !639 ptr @strcpy(ptr noalias noundef returned writeonly, ptr noalias nocapture noundef readonly) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !643 i32 @strcmp(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn
declare !dbg !646 i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #8

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
!273 = !DILocation(line: 0, scope: !242, inlinedAt: !249)
!274 = !DILocation(line: 79, column: 23, scope: !246, inlinedAt: !249)
!275 = !DILocation(line: 79, column: 5, scope: !242, inlinedAt: !249)
!276 = !DILocation(line: 33, column: 25, scope: !221, inlinedAt: !249)
!277 = !DILocation(line: 34, column: 22, scope: !221, inlinedAt: !249)
!278 = !DILocation(line: 34, column: 37, scope: !221, inlinedAt: !249)
!279 = !DILocation(line: 34, column: 44, scope: !221, inlinedAt: !249)
!280 = !DILocation(line: 35, column: 9, scope: !221, inlinedAt: !249)
!281 = !DILocation(line: 36, column: 9, scope: !221, inlinedAt: !249)
!282 = !DILocation(line: 36, column: 19, scope: !221, inlinedAt: !249)
!283 = !DILocation(line: 37, column: 20, scope: !221, inlinedAt: !249)
!284 = !DILocation(line: 39, column: 9, scope: !221, inlinedAt: !249)
!285 = !DILocation(line: 39, column: 16, scope: !221, inlinedAt: !249)
!286 = !{!287, !287, i64 0}
!287 = !{!"short", !267, i64 0}
!288 = !DILocation(line: 40, column: 14, scope: !221, inlinedAt: !249)
!289 = distinct !{!289, !284, !288, !290}
!290 = !{!"llvm.loop.mustprogress"}
!291 = !DILocation(line: 37, column: 18, scope: !221, inlinedAt: !249)
!292 = !DILocation(line: 37, column: 11, scope: !221, inlinedAt: !249)
!293 = !DILocation(line: 41, column: 17, scope: !294, inlinedAt: !249)
!294 = distinct !DILexicalBlock(scope: !221, file: !3, line: 41, column: 13)
!295 = distinct !{!295, !272, !296, !290}
!296 = !DILocation(line: 77, column: 5, scope: !206, inlinedAt: !249)
!297 = !DILocation(line: 43, column: 23, scope: !221, inlinedAt: !249)
!298 = !DILocation(line: 44, column: 13, scope: !299, inlinedAt: !249)
!299 = distinct !DILexicalBlock(scope: !221, file: !3, line: 44, column: 13)
!300 = !DILocation(line: 44, column: 13, scope: !221, inlinedAt: !249)
!301 = !DILocation(line: 45, column: 20, scope: !302, inlinedAt: !249)
!302 = distinct !DILexicalBlock(scope: !299, file: !3, line: 44, column: 20)
!303 = !DILocation(line: 46, column: 20, scope: !302, inlinedAt: !249)
!304 = !DILocation(line: 46, column: 13, scope: !302, inlinedAt: !249)
!305 = !DILocation(line: 47, column: 24, scope: !302, inlinedAt: !249)
!306 = !DILocation(line: 47, column: 13, scope: !302, inlinedAt: !249)
!307 = !DILocation(line: 47, column: 28, scope: !302, inlinedAt: !249)
!308 = !{!309, !309, i64 0}
!309 = !{!"int", !267, i64 0}
!310 = !DILocation(line: 48, column: 13, scope: !302, inlinedAt: !249)
!311 = distinct !{!311, !272, !296, !290}
!312 = !DILocation(line: 50, column: 9, scope: !221, inlinedAt: !249)
!313 = !DILocation(line: 50, column: 14, scope: !221, inlinedAt: !249)
!314 = distinct !DIAssignID()
!315 = !DILocation(line: 52, column: 16, scope: !221, inlinedAt: !249)
!316 = !DILocation(line: 52, column: 9, scope: !221, inlinedAt: !249)
!317 = !DILocation(line: 53, column: 13, scope: !230, inlinedAt: !249)
!318 = !DILocation(line: 53, column: 20, scope: !230, inlinedAt: !249)
!319 = !DILocation(line: 53, column: 30, scope: !230, inlinedAt: !249)
!320 = !DILocation(line: 56, column: 13, scope: !230, inlinedAt: !249)
!321 = !DILocation(line: 54, column: 18, scope: !230, inlinedAt: !249)
!322 = distinct !{!322, !317, !321, !290}
!323 = !DILocation(line: 56, column: 20, scope: !230, inlinedAt: !249)
!324 = !DILocation(line: 0, scope: !230, inlinedAt: !249)
!325 = !DILocation(line: 56, column: 23, scope: !230, inlinedAt: !249)
!326 = !DILocation(line: 57, column: 34, scope: !230, inlinedAt: !249)
!327 = !DILocation(line: 57, column: 26, scope: !230, inlinedAt: !249)
!328 = !DILocation(line: 57, column: 17, scope: !230, inlinedAt: !249)
!329 = !DILocation(line: 57, column: 30, scope: !230, inlinedAt: !249)
!330 = distinct !{!330, !320, !326, !290}
!331 = !DILocation(line: 58, column: 13, scope: !230, inlinedAt: !249)
!332 = !DILocation(line: 58, column: 24, scope: !230, inlinedAt: !249)
!333 = !DILocation(line: 59, column: 17, scope: !334, inlinedAt: !249)
!334 = distinct !DILexicalBlock(scope: !230, file: !3, line: 59, column: 17)
!335 = !DILocation(line: 59, column: 17, scope: !230, inlinedAt: !249)
!336 = !DILocation(line: 52, column: 19, scope: !221, inlinedAt: !249)
!337 = distinct !{!337, !316, !338, !290}
!338 = !DILocation(line: 61, column: 9, scope: !221, inlinedAt: !249)
!339 = !DILocation(line: 62, column: 28, scope: !221, inlinedAt: !249)
!340 = !DILocation(line: 63, column: 9, scope: !221, inlinedAt: !249)
!341 = !DILocation(line: 0, scope: !233, inlinedAt: !249)
!342 = !DILocation(line: 64, column: 9, scope: !233, inlinedAt: !249)
!343 = !DILocation(line: 62, column: 34, scope: !221, inlinedAt: !249)
!344 = !DILocation(line: 67, column: 9, scope: !221, inlinedAt: !249)
!345 = !DILocation(line: 67, column: 32, scope: !221, inlinedAt: !249)
!346 = !DILocation(line: 67, column: 26, scope: !221, inlinedAt: !249)
!347 = distinct !DIAssignID()
!348 = !DILocation(line: 67, column: 40, scope: !221, inlinedAt: !249)
!349 = distinct !DIAssignID()
!350 = !DILocation(line: 67, column: 48, scope: !221, inlinedAt: !249)
!351 = distinct !DIAssignID()
!352 = !DILocation(line: 0, scope: !237, inlinedAt: !249)
!353 = !DILocation(line: 68, column: 27, scope: !240, inlinedAt: !249)
!354 = !DILocation(line: 68, column: 9, scope: !237, inlinedAt: !249)
!355 = !DILocation(line: 65, column: 32, scope: !356, inlinedAt: !249)
!356 = distinct !DILexicalBlock(scope: !357, file: !3, line: 65, column: 17)
!357 = distinct !DILexicalBlock(scope: !233, file: !3, line: 64, column: 9)
!358 = !DILocation(line: 65, column: 17, scope: !356, inlinedAt: !249)
!359 = !DILocation(line: 65, column: 41, scope: !356, inlinedAt: !249)
!360 = !DILocation(line: 65, column: 17, scope: !357, inlinedAt: !249)
!361 = !DILocation(line: 66, column: 24, scope: !356, inlinedAt: !249)
!362 = !{!363, !309, i64 0}
!363 = !{!"insn", !309, i64 0, !309, i64 4, !309, i64 8, !309, i64 12, !267, i64 16}
!364 = !DILocation(line: 66, column: 17, scope: !356, inlinedAt: !249)
!365 = !DILocation(line: 64, column: 36, scope: !357, inlinedAt: !249)
!366 = !DILocation(line: 64, column: 27, scope: !357, inlinedAt: !249)
!367 = distinct !{!367, !342, !368, !290}
!368 = !DILocation(line: 66, column: 39, scope: !233, inlinedAt: !249)
!369 = !DILocation(line: 69, column: 31, scope: !239, inlinedAt: !249)
!370 = !DILocalVariable(name: "s", arg: 1, scope: !371, file: !3, line: 26, type: !139)
!371 = distinct !DISubprogram(name: "parse_reg", scope: !3, file: !3, line: 26, type: !372, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !374)
!372 = !DISubroutineType(types: !373)
!373 = !{!44, !139}
!374 = !{!370}
!375 = !DILocation(line: 0, scope: !371, inlinedAt: !376)
!376 = distinct !DILocation(line: 69, column: 21, scope: !239, inlinedAt: !249)
!377 = !DILocation(line: 26, column: 46, scope: !371, inlinedAt: !376)
!378 = !DILocation(line: 26, column: 51, scope: !371, inlinedAt: !376)
!379 = !DILocation(line: 26, column: 60, scope: !371, inlinedAt: !376)
!380 = !DILocation(line: 0, scope: !239, inlinedAt: !249)
!381 = !DILocation(line: 70, column: 19, scope: !382, inlinedAt: !249)
!382 = distinct !DILexicalBlock(scope: !239, file: !3, line: 70, column: 17)
!383 = !DILocation(line: 70, column: 17, scope: !239, inlinedAt: !249)
!384 = !DILocation(line: 26, column: 65, scope: !371, inlinedAt: !376)
!385 = !DILocation(line: 71, column: 27, scope: !382, inlinedAt: !249)
!386 = !DILocation(line: 71, column: 18, scope: !382, inlinedAt: !249)
!387 = !DILocation(line: 71, column: 32, scope: !382, inlinedAt: !249)
!388 = !DILocation(line: 71, column: 17, scope: !382, inlinedAt: !249)
!389 = !DILocation(line: 72, column: 22, scope: !390, inlinedAt: !249)
!390 = distinct !DILexicalBlock(scope: !382, file: !3, line: 72, column: 22)
!391 = !DILocation(line: 72, column: 56, scope: !390, inlinedAt: !249)
!392 = !DILocalVariable(name: "__nptr", arg: 1, scope: !393, file: !394, line: 362, type: !139)
!393 = distinct !DISubprogram(name: "atoi", scope: !394, file: !394, line: 362, type: !372, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !395)
!394 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!395 = !{!392}
!396 = !DILocation(line: 0, scope: !393, inlinedAt: !397)
!397 = distinct !DILocation(line: 73, column: 34, scope: !390, inlinedAt: !249)
!398 = !DILocation(line: 364, column: 16, scope: !393, inlinedAt: !397)
!399 = !DILocation(line: 364, column: 10, scope: !393, inlinedAt: !397)
!400 = !DILocation(line: 73, column: 27, scope: !390, inlinedAt: !249)
!401 = !DILocation(line: 73, column: 18, scope: !390, inlinedAt: !249)
!402 = !DILocation(line: 73, column: 32, scope: !390, inlinedAt: !249)
!403 = !DILocation(line: 73, column: 17, scope: !390, inlinedAt: !249)
!404 = !DILocation(line: 75, column: 17, scope: !390, inlinedAt: !249)
!405 = !DILocation(line: 68, column: 34, scope: !240, inlinedAt: !249)
!406 = distinct !{!406, !354, !407, !290}
!407 = !DILocation(line: 76, column: 9, scope: !237, inlinedAt: !249)
!408 = !DILocation(line: 29, column: 9, scope: !206, inlinedAt: !249)
!409 = !DILocation(line: 80, column: 13, scope: !245, inlinedAt: !249)
!410 = !DILocation(line: 80, column: 21, scope: !245, inlinedAt: !249)
!411 = !DILocation(line: 80, column: 13, scope: !246, inlinedAt: !249)
!412 = !DILocation(line: 81, column: 13, scope: !244, inlinedAt: !249)
!413 = !DILocation(line: 0, scope: !244, inlinedAt: !249)
!414 = !DILocation(line: 82, column: 43, scope: !415, inlinedAt: !249)
!415 = distinct !DILexicalBlock(scope: !416, file: !3, line: 82, column: 21)
!416 = distinct !DILexicalBlock(scope: !244, file: !3, line: 81, column: 13)
!417 = !DILocation(line: 82, column: 21, scope: !415, inlinedAt: !249)
!418 = !DILocation(line: 82, column: 54, scope: !415, inlinedAt: !249)
!419 = !DILocation(line: 82, column: 21, scope: !416, inlinedAt: !249)
!420 = !DILocation(line: 83, column: 33, scope: !415, inlinedAt: !249)
!421 = !DILocation(line: 83, column: 31, scope: !415, inlinedAt: !249)
!422 = !{!363, !309, i64 12}
!423 = !DILocation(line: 83, column: 21, scope: !415, inlinedAt: !249)
!424 = !DILocation(line: 81, column: 38, scope: !416, inlinedAt: !249)
!425 = !DILocation(line: 81, column: 31, scope: !416, inlinedAt: !249)
!426 = distinct !{!426, !412, !427, !290}
!427 = !DILocation(line: 83, column: 43, scope: !244, inlinedAt: !249)
!428 = !DILocation(line: 79, column: 29, scope: !246, inlinedAt: !249)
!429 = distinct !{!429, !275, !430, !290}
!430 = !DILocation(line: 83, column: 43, scope: !242, inlinedAt: !249)
!431 = !DILocation(line: 85, column: 1, scope: !206, inlinedAt: !249)
!432 = !DILocation(line: 143, column: 9, scope: !162)
!433 = !DILocation(line: 144, column: 9, scope: !162)
!434 = distinct !DIAssignID()
!435 = !DILocation(line: 145, column: 9, scope: !162)
!436 = !DILocation(line: 0, scope: !202)
!437 = !DILocation(line: 146, column: 27, scope: !438)
!438 = distinct !DILexicalBlock(scope: !202, file: !3, line: 146, column: 9)
!439 = !DILocation(line: 146, column: 9, scope: !202)
!440 = !DILocation(line: 146, column: 31, scope: !438)
!441 = !DILocalVariable(name: "vm", arg: 1, scope: !442, file: !3, line: 87, type: !445)
!442 = distinct !DISubprogram(name: "run", scope: !3, file: !3, line: 87, type: !443, scopeLine: 87, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !448)
!443 = !DISubroutineType(types: !444)
!444 = !{!44, !445, !446, !44, !190}
!445 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !186, size: 64)
!446 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !447, size: 64)
!447 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !165)
!448 = !{!441, !449, !450, !451, !452, !453, !455}
!449 = !DILocalVariable(name: "prog", arg: 2, scope: !442, file: !3, line: 87, type: !446)
!450 = !DILocalVariable(name: "n", arg: 3, scope: !442, file: !3, line: 87, type: !44)
!451 = !DILocalVariable(name: "max_steps", arg: 4, scope: !442, file: !3, line: 87, type: !190)
!452 = !DILocalVariable(name: "pc", scope: !442, file: !3, line: 88, type: !44)
!453 = !DILocalVariable(name: "in", scope: !454, file: !3, line: 90, type: !446)
!454 = distinct !DILexicalBlock(scope: !442, file: !3, line: 89, column: 56)
!455 = !DILocalVariable(name: "r", scope: !454, file: !3, line: 92, type: !456)
!456 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !190, size: 64)
!457 = !DILocation(line: 0, scope: !442, inlinedAt: !458)
!458 = distinct !DILocation(line: 148, column: 18, scope: !162)
!459 = !DILocation(line: 89, column: 20, scope: !442, inlinedAt: !458)
!460 = !DILocation(line: 89, column: 37, scope: !442, inlinedAt: !458)
!461 = !{!462, !463, i64 712}
!462 = !{!"vm", !267, i64 0, !267, i64 64, !267, i64 576, !309, i64 704, !463, i64 712}
!463 = !{!"long", !267, i64 0}
!464 = !DILocation(line: 89, column: 43, scope: !442, inlinedAt: !458)
!465 = !DILocation(line: 89, column: 5, scope: !442, inlinedAt: !458)
!466 = !DILocation(line: 90, column: 41, scope: !454, inlinedAt: !458)
!467 = !DILocation(line: 90, column: 34, scope: !454, inlinedAt: !458)
!468 = !DILocation(line: 0, scope: !454, inlinedAt: !458)
!469 = !DILocation(line: 91, column: 18, scope: !454, inlinedAt: !458)
!470 = distinct !DIAssignID()
!471 = !DILocation(line: 93, column: 21, scope: !454, inlinedAt: !458)
!472 = !DILocation(line: 93, column: 9, scope: !454, inlinedAt: !458)
!473 = !DILocation(line: 94, column: 33, scope: !474, inlinedAt: !458)
!474 = distinct !DILexicalBlock(scope: !454, file: !3, line: 93, column: 25)
!475 = !{!363, !309, i64 8}
!476 = !DILocation(line: 94, column: 29, scope: !474, inlinedAt: !458)
!477 = !DILocation(line: 94, column: 24, scope: !474, inlinedAt: !458)
!478 = !{!363, !309, i64 4}
!479 = !DILocation(line: 94, column: 18, scope: !474, inlinedAt: !458)
!480 = !DILocation(line: 94, column: 27, scope: !474, inlinedAt: !458)
!481 = !{!463, !463, i64 0}
!482 = !DILocation(line: 94, column: 36, scope: !474, inlinedAt: !458)
!483 = !DILocation(line: 95, column: 36, scope: !474, inlinedAt: !458)
!484 = !DILocation(line: 95, column: 30, scope: !474, inlinedAt: !458)
!485 = !DILocation(line: 95, column: 25, scope: !474, inlinedAt: !458)
!486 = !DILocation(line: 95, column: 19, scope: !474, inlinedAt: !458)
!487 = !DILocation(line: 95, column: 28, scope: !474, inlinedAt: !458)
!488 = !DILocation(line: 95, column: 40, scope: !474, inlinedAt: !458)
!489 = !DILocation(line: 96, column: 36, scope: !474, inlinedAt: !458)
!490 = !DILocation(line: 96, column: 30, scope: !474, inlinedAt: !458)
!491 = !DILocation(line: 96, column: 47, scope: !474, inlinedAt: !458)
!492 = !DILocation(line: 96, column: 41, scope: !474, inlinedAt: !458)
!493 = !DILocation(line: 96, column: 39, scope: !474, inlinedAt: !458)
!494 = !DILocation(line: 96, column: 25, scope: !474, inlinedAt: !458)
!495 = !DILocation(line: 96, column: 19, scope: !474, inlinedAt: !458)
!496 = !DILocation(line: 96, column: 28, scope: !474, inlinedAt: !458)
!497 = !DILocation(line: 96, column: 51, scope: !474, inlinedAt: !458)
!498 = !DILocation(line: 97, column: 36, scope: !474, inlinedAt: !458)
!499 = !DILocation(line: 97, column: 30, scope: !474, inlinedAt: !458)
!500 = !DILocation(line: 97, column: 47, scope: !474, inlinedAt: !458)
!501 = !DILocation(line: 97, column: 41, scope: !474, inlinedAt: !458)
!502 = !DILocation(line: 97, column: 39, scope: !474, inlinedAt: !458)
!503 = !DILocation(line: 97, column: 25, scope: !474, inlinedAt: !458)
!504 = !DILocation(line: 97, column: 19, scope: !474, inlinedAt: !458)
!505 = !DILocation(line: 97, column: 28, scope: !474, inlinedAt: !458)
!506 = !DILocation(line: 97, column: 51, scope: !474, inlinedAt: !458)
!507 = !DILocation(line: 98, column: 36, scope: !474, inlinedAt: !458)
!508 = !DILocation(line: 98, column: 30, scope: !474, inlinedAt: !458)
!509 = !DILocation(line: 98, column: 47, scope: !474, inlinedAt: !458)
!510 = !DILocation(line: 98, column: 41, scope: !474, inlinedAt: !458)
!511 = !DILocation(line: 98, column: 39, scope: !474, inlinedAt: !458)
!512 = !DILocation(line: 98, column: 25, scope: !474, inlinedAt: !458)
!513 = !DILocation(line: 98, column: 19, scope: !474, inlinedAt: !458)
!514 = !DILocation(line: 98, column: 28, scope: !474, inlinedAt: !458)
!515 = !DILocation(line: 98, column: 51, scope: !474, inlinedAt: !458)
!516 = !DILocation(line: 99, column: 30, scope: !517, inlinedAt: !458)
!517 = distinct !DILexicalBlock(scope: !474, file: !3, line: 99, column: 23)
!518 = !DILocation(line: 99, column: 24, scope: !517, inlinedAt: !458)
!519 = !DILocation(line: 99, column: 23, scope: !474, inlinedAt: !458)
!520 = !DILocation(line: 99, column: 62, scope: !474, inlinedAt: !458)
!521 = !DILocation(line: 99, column: 56, scope: !474, inlinedAt: !458)
!522 = !DILocation(line: 99, column: 65, scope: !474, inlinedAt: !458)
!523 = !DILocation(line: 99, column: 51, scope: !474, inlinedAt: !458)
!524 = !DILocation(line: 99, column: 45, scope: !474, inlinedAt: !458)
!525 = !DILocation(line: 99, column: 54, scope: !474, inlinedAt: !458)
!526 = !DILocation(line: 99, column: 77, scope: !474, inlinedAt: !458)
!527 = !DILocation(line: 100, column: 30, scope: !528, inlinedAt: !458)
!528 = distinct !DILexicalBlock(scope: !474, file: !3, line: 100, column: 23)
!529 = !DILocation(line: 100, column: 24, scope: !528, inlinedAt: !458)
!530 = !DILocation(line: 100, column: 23, scope: !474, inlinedAt: !458)
!531 = !DILocation(line: 100, column: 62, scope: !474, inlinedAt: !458)
!532 = !DILocation(line: 100, column: 56, scope: !474, inlinedAt: !458)
!533 = !DILocation(line: 100, column: 65, scope: !474, inlinedAt: !458)
!534 = !DILocation(line: 100, column: 51, scope: !474, inlinedAt: !458)
!535 = !DILocation(line: 100, column: 45, scope: !474, inlinedAt: !458)
!536 = !DILocation(line: 100, column: 54, scope: !474, inlinedAt: !458)
!537 = !DILocation(line: 100, column: 77, scope: !474, inlinedAt: !458)
!538 = !DILocation(line: 101, column: 28, scope: !474, inlinedAt: !458)
!539 = !DILocation(line: 101, column: 31, scope: !474, inlinedAt: !458)
!540 = !DILocation(line: 102, column: 29, scope: !541, inlinedAt: !458)
!541 = distinct !DILexicalBlock(scope: !474, file: !3, line: 102, column: 22)
!542 = !DILocation(line: 102, column: 23, scope: !541, inlinedAt: !458)
!543 = !DILocation(line: 102, column: 22, scope: !474, inlinedAt: !458)
!544 = !DILocation(line: 102, column: 42, scope: !541, inlinedAt: !458)
!545 = !DILocation(line: 102, column: 33, scope: !541, inlinedAt: !458)
!546 = !DILocation(line: 103, column: 29, scope: !547, inlinedAt: !458)
!547 = distinct !DILexicalBlock(scope: !474, file: !3, line: 103, column: 23)
!548 = !DILocation(line: 103, column: 23, scope: !547, inlinedAt: !458)
!549 = !DILocation(line: 103, column: 23, scope: !474, inlinedAt: !458)
!550 = !DILocation(line: 103, column: 42, scope: !547, inlinedAt: !458)
!551 = !DILocation(line: 103, column: 33, scope: !547, inlinedAt: !458)
!552 = !DILocation(line: 104, column: 29, scope: !553, inlinedAt: !458)
!553 = distinct !DILexicalBlock(scope: !474, file: !3, line: 104, column: 23)
!554 = !DILocation(line: 104, column: 23, scope: !553, inlinedAt: !458)
!555 = !DILocation(line: 104, column: 40, scope: !553, inlinedAt: !458)
!556 = !DILocation(line: 104, column: 34, scope: !553, inlinedAt: !458)
!557 = !DILocation(line: 104, column: 32, scope: !553, inlinedAt: !458)
!558 = !DILocation(line: 104, column: 23, scope: !474, inlinedAt: !458)
!559 = !DILocation(line: 104, column: 53, scope: !553, inlinedAt: !458)
!560 = !DILocation(line: 104, column: 44, scope: !553, inlinedAt: !458)
!561 = !DILocation(line: 105, column: 36, scope: !474, inlinedAt: !458)
!562 = !{!462, !309, i64 704}
!563 = distinct !DIAssignID()
!564 = !DILocation(line: 105, column: 20, scope: !474, inlinedAt: !458)
!565 = !DILocation(line: 105, column: 40, scope: !474, inlinedAt: !458)
!566 = !DILocation(line: 105, column: 55, scope: !474, inlinedAt: !458)
!567 = !DILocation(line: 105, column: 58, scope: !474, inlinedAt: !458)
!568 = !DILocation(line: 106, column: 28, scope: !569, inlinedAt: !458)
!569 = distinct !DILexicalBlock(scope: !474, file: !3, line: 106, column: 23)
!570 = !DILocation(line: 106, column: 24, scope: !569, inlinedAt: !458)
!571 = !DILocation(line: 106, column: 23, scope: !474, inlinedAt: !458)
!572 = !DILocation(line: 106, column: 58, scope: !474, inlinedAt: !458)
!573 = distinct !DIAssignID()
!574 = !DILocation(line: 106, column: 48, scope: !474, inlinedAt: !458)
!575 = !DILocation(line: 106, column: 69, scope: !474, inlinedAt: !458)
!576 = !DILocation(line: 107, column: 43, scope: !474, inlinedAt: !458)
!577 = !DILocation(line: 107, column: 37, scope: !474, inlinedAt: !458)
!578 = !DILocation(line: 107, column: 46, scope: !474, inlinedAt: !458)
!579 = !DILocation(line: 107, column: 29, scope: !474, inlinedAt: !458)
!580 = !DILocation(line: 107, column: 24, scope: !474, inlinedAt: !458)
!581 = !DILocation(line: 107, column: 18, scope: !474, inlinedAt: !458)
!582 = !DILocation(line: 107, column: 27, scope: !474, inlinedAt: !458)
!583 = !DILocation(line: 107, column: 53, scope: !474, inlinedAt: !458)
!584 = !DILocation(line: 108, column: 49, scope: !474, inlinedAt: !458)
!585 = !DILocation(line: 108, column: 43, scope: !474, inlinedAt: !458)
!586 = !DILocation(line: 108, column: 32, scope: !474, inlinedAt: !458)
!587 = !DILocation(line: 108, column: 26, scope: !474, inlinedAt: !458)
!588 = !DILocation(line: 108, column: 35, scope: !474, inlinedAt: !458)
!589 = !DILocation(line: 108, column: 18, scope: !474, inlinedAt: !458)
!590 = !DILocation(line: 108, column: 41, scope: !474, inlinedAt: !458)
!591 = !DILocation(line: 108, column: 53, scope: !474, inlinedAt: !458)
!592 = !DILocation(line: 109, column: 51, scope: !474, inlinedAt: !458)
!593 = !DILocation(line: 109, column: 54, scope: !474, inlinedAt: !458)
!594 = !DILocation(line: 109, column: 19, scope: !474, inlinedAt: !458)
!595 = !DILocation(line: 109, column: 65, scope: !474, inlinedAt: !458)
!596 = distinct !{!596, !465, !597, !290}
!597 = !DILocation(line: 112, column: 5, scope: !442, inlinedAt: !458)
!598 = !DILocation(line: 113, column: 16, scope: !442, inlinedAt: !458)
!599 = !DILocation(line: 113, column: 22, scope: !442, inlinedAt: !458)
!600 = !DILocation(line: 113, column: 12, scope: !442, inlinedAt: !458)
!601 = !DILocation(line: 113, column: 5, scope: !442, inlinedAt: !458)
!602 = !DILocation(line: 149, column: 60, scope: !162)
!603 = !DILocation(line: 149, column: 67, scope: !162)
!604 = !DILocation(line: 149, column: 78, scope: !162)
!605 = !DILocation(line: 149, column: 9, scope: !162)
!606 = !DILocation(line: 150, column: 5, scope: !163)
!607 = !DILocation(line: 138, column: 29, scope: !163)
!608 = !DILocation(line: 138, column: 23, scope: !163)
!609 = distinct !{!609, !259, !610, !290}
!610 = !DILocation(line: 150, column: 5, scope: !160)
!611 = !DILocation(line: 147, column: 52, scope: !438)
!612 = !DILocation(line: 147, column: 60, scope: !438)
!613 = !DILocation(line: 147, column: 47, scope: !438)
!614 = !DILocation(line: 147, column: 73, scope: !438)
!615 = !DILocation(line: 147, column: 84, scope: !438)
!616 = !DILocation(line: 147, column: 95, scope: !438)
!617 = !DILocation(line: 147, column: 13, scope: !438)
!618 = !DILocation(line: 146, column: 42, scope: !438)
!619 = distinct !{!619, !439, !620, !290}
!620 = !DILocation(line: 147, column: 96, scope: !202)
!621 = !DISubprogram(name: "printf", scope: !622, file: !622, line: 356, type: !623, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!622 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!623 = !DISubroutineType(types: !624)
!624 = !{!44, !625, null}
!625 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !139)
!626 = !DISubprogram(name: "strchr", scope: !627, file: !627, line: 246, type: !628, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!627 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!628 = !DISubroutineType(types: !629)
!629 = !{!48, !139, !44}
!630 = !DISubprogram(name: "strlen", scope: !627, file: !627, line: 407, type: !631, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!631 = !DISubroutineType(types: !632)
!632 = !{!43, !139}
!633 = !DISubprogram(name: "__ctype_b_loc", scope: !26, file: !26, line: 79, type: !634, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!634 = !DISubroutineType(types: !635)
!635 = !{!636}
!636 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !637, size: 64)
!637 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !638, size: 64)
!638 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !46)
!639 = !DISubprogram(name: "strcpy", scope: !627, file: !627, line: 141, type: !640, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!640 = !DISubroutineType(types: !641)
!641 = !{!48, !642, !625}
!642 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !48)
!643 = !DISubprogram(name: "strcmp", scope: !627, file: !627, line: 156, type: !644, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!644 = !DISubroutineType(types: !645)
!645 = !{!44, !139, !139}
!646 = !DISubprogram(name: "strtol", scope: !394, file: !394, line: 177, type: !647, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!647 = !DISubroutineType(types: !648)
!648 = !{!190, !625, !649, !44}
!649 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !47)
